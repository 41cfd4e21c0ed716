import { describe, expect, it } from 'vitest';
import { compareGroups } from '@common/domain/groups';
import { ApiError } from '@/lib/api-client';
import {
  createError,
  groupPermissions,
  joinError,
  ownsGroupWithCode,
  suggestCode,
  validateGroupForm,
} from './group-rules';

const badRequest = (message: string) =>
  new ApiError('http', 400, `HTTP 400: ${message}`, { statusCode: 400, message });
const tooMany = (seconds: number | undefined) =>
  new ApiError('http', 429, 'HTTP 429: Rate limit exceeded', undefined, seconds);

describe('sorting groups', () => {
  it('puts the newest (highest id) first and archived groups last', () => {
    const groups = [
      { Id: 1, Status: 'Open' },
      { Id: 5, Status: 'Archived' },
      { Id: 3, Status: 'Open' },
      { Id: 2, Status: 'Archived' },
      { Id: 4, Status: null },
    ];
    expect([...groups].sort(compareGroups).map((g) => g.Id)).toEqual([4, 3, 1, 5, 2]);
  });
});

describe('join error mapping (spec 1 §8)', () => {
  it("maps 'User already belongs to this class' to 'You already belong to this group'", () => {
    expect(joinError(badRequest('User already belongs to this class'))).toEqual({
      key: 'errors.alreadyMember',
    });
  });
  it("keeps 'Invalid access code' and the own-group text", () => {
    expect(joinError(badRequest('Invalid access code'))).toEqual({ key: 'errors.invalidCode' });
    expect(joinError(badRequest('You cannot join a group you own'))).toEqual({
      key: 'errors.joinOwnGroup',
    });
  });
  it("shows 'Group code does not exist' when the answer has no message", () => {
    expect(joinError(new ApiError('http', 404, 'HTTP 404: Group code does not exist'))).toEqual({
      key: 'errors.codeNotFound',
    });
    expect(joinError(new ApiError('http', 400, 'HTTP 400', {}))).toEqual({
      key: 'errors.codeNotFound',
    });
  });
  it('shows any other server message as it is', () => {
    expect(joinError(badRequest('Something new'))).toEqual({ text: 'Something new' });
  });
  it('never calls a failed call or the rate limit an unknown code', () => {
    expect(joinError(new ApiError('network', 0, 'Network error'))).toEqual({
      key: 'errors.refresh',
    });
    expect(joinError(new ApiError('timeout', 0, 'No answer within 30 s'))).toEqual({
      key: 'errors.refresh',
    });
    expect(joinError(new ApiError('http', 503, 'HTTP 503'))).toEqual({ key: 'errors.refresh' });
    expect(joinError(tooMany(42))).toEqual({
      key: 'errors.tooManyAttempts',
      values: { count: 42 },
    });
    // Without Retry-After the wait is the limit's window, a minute.
    expect(joinError(tooMany(undefined))).toEqual({
      key: 'errors.tooManyAttempts',
      values: { count: 60 },
    });
  });
  it('recognises validation texts behind their field path', () => {
    expect(joinError(badRequest('Invalid request: body.accessCode: Code is required'))).toEqual({
      key: 'errors.codeRequired',
    });
  });
});

describe('create error mapping (spec 1 §8)', () => {
  it("falls back to 'Code is already taken, ...' and keeps server messages", () => {
    expect(createError(new ApiError('http', 403, 'HTTP 403'))).toEqual({ key: 'errors.codeTaken' });
    expect(createError(new ApiError('http', 500, 'HTTP 500'))).toEqual({ key: 'errors.refresh' });
    expect(createError(tooMany(7))).toEqual({
      key: 'errors.tooManyAttempts',
      values: { count: 7 },
    });
    expect(createError(badRequest('Code is already taken, please try a different value.'))).toEqual(
      {
        key: 'errors.codeTaken',
      },
    );
    expect(createError(badRequest('Only instructors create groups.'))).toEqual({
      text: 'Only instructors create groups.',
    });
  });
});

describe('group form and rules', () => {
  it('requires a name of at most 128 characters and a code (spec 1 §5)', () => {
    expect(validateGroupForm({ name: ' ', accessCode: '' })).toEqual({
      name: 'errors.nameRequired',
      accessCode: 'errors.codeRequired',
    });
    expect(validateGroupForm({ name: 'x'.repeat(129), accessCode: 'A' }).name).toBe(
      'errors.nameTooLong',
    );
    expect(validateGroupForm({ name: 'x'.repeat(128), accessCode: 'A' })).toEqual({
      name: undefined,
      accessCode: undefined,
    });
  });
  it('knows a code of an owned group, in any letter case', () => {
    const groups = [
      { Id: 1, Name: 'A', AccessCode: 'CHEM101', isInstructor: true },
      { Id: 2, Name: 'B', AccessCode: 'OTHER', coInstructor: true },
    ];
    expect(ownsGroupWithCode(groups, ' chem101 ')).toBe(true);
    expect(ownsGroupWithCode(groups, 'other')).toBe(false);
  });
  it('suggests unambiguous codes', () => {
    expect(suggestCode(() => 0)).toBe('AAAAAAA');
    expect(suggestCode()).toMatch(/^[A-HJKMNP-Z2-9]{7}$/);
  });
  it('lets owners edit, archive and delete; co-instructors manage members and leave; TAs only leave', () => {
    expect(groupPermissions({ Id: 1, Name: 'A', isInstructor: true })).toMatchObject({
      canEdit: true,
      canDelete: true,
      canManageMembers: true,
      canLeave: false,
    });
    expect(groupPermissions({ Id: 1, Name: 'A', coInstructor: true })).toMatchObject({
      canEdit: false,
      canArchive: false,
      canDelete: false,
      canManageMembers: true,
      canLeave: true,
    });
    expect(groupPermissions({ Id: 1, Name: 'A', isTA: true })).toMatchObject({
      canEdit: false,
      canDelete: false,
      canManageMembers: false,
      canLeave: true,
    });
  });
});
