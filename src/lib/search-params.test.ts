import { describe, expect, it } from 'vitest';
import {
  optionalInt,
  optionalString,
  parseSearch,
  searchSchema,
  stringifySearch,
} from './search-params';

describe('search params', () => {
  it('writes plain query strings, never JSON-quoted values', () => {
    expect(stringifySearch({ groupId: '1', tag: 'Physics', batch: 1 })).toBe(
      '?groupId=1&tag=Physics&batch=1',
    );
    expect(stringifySearch({})).toBe('');
  });

  it('reads plain values, and unquotes the JSON values of older links', () => {
    expect(parseSearch('?tag=Physics&batch=1&unauthorized=physics-density')).toEqual({
      tag: 'Physics',
      batch: 1,
      unauthorized: 'physics-density',
    });
    expect(parseSearch('?groupid=%221%22')).toEqual({ groupid: '1' });
    expect(searchSchema({ groupid: optionalString })(parseSearch('?groupid=7'))).toEqual({
      groupid: '7',
    });
  });

  it('reads optional strings', () => {
    expect(optionalString('abc')).toBe('abc');
    expect(optionalString(12)).toBe('12');
    expect(optionalString('  ')).toBeUndefined();
    expect(optionalString({})).toBeUndefined();
  });

  it('reads optional integers with a minimum', () => {
    expect(optionalInt('3')).toBe(3);
    expect(optionalInt(1, 1)).toBe(1);
    expect(optionalInt(0, 1)).toBeUndefined();
    expect(optionalInt('1.5')).toBeUndefined();
    expect(optionalInt('x')).toBeUndefined();
    expect(optionalInt('')).toBeUndefined();
  });

  it('keeps known, valid keys only', () => {
    const validate = searchSchema({
      tag: optionalString,
      batch: (v: unknown) => optionalInt(v, 1),
    });
    expect(validate({ tag: 'Chemistry', batch: '2', other: 'x' })).toEqual({
      tag: 'Chemistry',
      batch: 2,
    });
    expect(validate({ batch: 'no' })).toEqual({});
  });
});
