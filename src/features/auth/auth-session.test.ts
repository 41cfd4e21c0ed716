import { ErrorResponse } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { renewFailureAction } from './auth-session';

const protocolError = (error: string) => new ErrorResponse({ error });

describe('renewFailureAction (spec 1 §4)', () => {
  it('keeps the stored user while offline, whatever the error', () => {
    expect(renewFailureAction(protocolError('login_required'), false)).toBe('keep');
    expect(renewFailureAction(new TypeError('Failed to fetch'), false)).toBe('keep');
  });

  it('keeps the stored user when the provider was not reached', () => {
    expect(renewFailureAction(new TypeError('Failed to fetch'), true)).toBe('keep');
  });

  it('removes the user, then signs in, on login_required or an invalid refresh token', () => {
    expect(renewFailureAction(protocolError('login_required'), true)).toBe('remove-and-sign-in');
    expect(renewFailureAction(protocolError('invalid_grant'), true)).toBe('remove-and-sign-in');
  });

  it('signs in again on consent_required', () => {
    expect(renewFailureAction(protocolError('consent_required'), true)).toBe('sign-in');
  });
});
