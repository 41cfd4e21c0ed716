import { describe, expect, it } from 'vitest';
import {
  INT4_MAX,
  int,
  jsonProblem,
  jsonRecord,
  JSON_MAX_DEPTH,
  ms,
  MS_MAX,
  prose,
  rowId,
  text,
} from './primitives';

describe('text the database can hold', () => {
  it.each(['a\u0000b', '\u0000', 'x\ud800', '\udfffy'])('refuses %j', (value) => {
    const result = text().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'must not contain NUL characters or broken Unicode',
    );
  });

  it.each(['', 'Chemistry 101', 'İıﬃß 😀👩‍🔬', '\u202e'])('takes %j', (value) => {
    expect(text().parse(value)).toBe(value);
  });

  it('keeps the usual checks chainable', () => {
    const name = text({ message: 'Name is required' }).trim().min(1).max(3);
    expect(name.parse('  ab ')).toBe('ab');
    expect(name.safeParse('abcd').success).toBe(false);
    expect(name.safeParse(7).error?.issues[0]?.message).toBe('Name is required');
  });

  it("removes NUL from a note's prose and mends broken Unicode", () => {
    expect(prose().parse('<p>a\u0000b</p>')).toBe('<p>ab</p>');
    expect(prose().parse('x\ud800y 😀')).toBe('x\ufffdy 😀');
    expect(prose().max(2).safeParse('ab\u0000').success).toBe(true);
  });
});

describe('whole numbers a column holds', () => {
  it('bounds integers to PostgreSQL integer', () => {
    expect(int().parse(INT4_MAX)).toBe(INT4_MAX);
    expect(int().safeParse(INT4_MAX + 1).error?.issues[0]?.message).toBe(
      `must be at most ${INT4_MAX}`,
    );
    expect(int().safeParse(-2_147_483_649).success).toBe(false);
    expect(int().safeParse(1.5).success).toBe(false);
  });

  it('row ids start at 1 and keep their own message for a missing value', () => {
    expect(rowId().safeParse(0).success).toBe(false);
    expect(
      rowId({ message: 'Campus is required.' }).safeParse(undefined).error?.issues[0]?.message,
    ).toBe('Campus is required.');
    expect(rowId().safeParse(99_999_999_999_999).success).toBe(false);
  });

  it('milliseconds stay within what a Date holds', () => {
    expect(ms().parse(MS_MAX)).toBe(MS_MAX);
    expect(ms().safeParse(MS_MAX + 1).success).toBe(false);
    expect(ms().safeParse(-1).success).toBe(false);
  });
});

describe('JSON kept as jsonb', () => {
  it('finds NUL and broken Unicode at any depth, in values and in keys', () => {
    expect(jsonProblem({ a: [{ b: 'x\u0000' }] })?.path).toEqual(['a', 0, 'b']);
    expect(jsonProblem({ a: { '\u0000': 1 } })?.path).toEqual(['a', '\u0000']);
    expect(jsonProblem(['\ud800'])?.path).toEqual([0]);
    expect(jsonProblem({ a: [1, true, null, 'ok', { b: 2.5 }] })).toBeUndefined();
  });

  it('refuses JSON nested deeper than it needs', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i <= JSON_MAX_DEPTH; i++) deep = [deep];
    expect(jsonProblem(deep)?.message).toMatch(/nested more than/);
    expect(jsonProblem([[['fine']]])).toBeUndefined();
  });

  it('reports the path of the problem', () => {
    const result = jsonRecord().safeParse({ detail: { name: 'a\u0000' } });
    expect(result.error?.issues[0]?.path).toEqual(['detail', 'name']);
  });
});
