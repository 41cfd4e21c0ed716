import { describe, expect, it } from 'vitest';
import { compareListNames, displayName, listName } from './display-name';

describe('displayName (spec 1 §3)', () => {
  it('uses the username when both names are absent', () => {
    expect(displayName({ username: 'jdoe', firstName: null, lastName: null })).toBe('jdoe');
    expect(displayName({ username: 'jdoe', firstName: '  ', lastName: '' })).toBe('jdoe');
  });

  it('uses whichever single name exists', () => {
    expect(displayName({ username: 'jdoe', firstName: 'Jane', lastName: null })).toBe('Jane');
    expect(displayName({ username: 'jdoe', firstName: null, lastName: 'Doe' })).toBe('Doe');
  });

  it('joins first and last when both exist', () => {
    expect(displayName({ username: 'jdoe', firstName: ' Jane ', lastName: 'Doe' })).toBe(
      'Jane Doe',
    );
  });

  it('is empty when nothing is known', () => {
    expect(displayName({})).toBe('');
  });
});

describe('listName', () => {
  it("shows 'last, first'", () => {
    expect(listName({ username: 'jdoe', firstName: 'Jane', lastName: 'Doe' })).toBe('Doe, Jane');
  });

  it('falls back to last, first, then username', () => {
    expect(listName({ username: 'jdoe', lastName: 'Doe' })).toBe('Doe');
    expect(listName({ username: 'jdoe', firstName: 'Jane' })).toBe('Jane');
    expect(listName({ username: 'jdoe' })).toBe('jdoe');
  });

  it('sorts by list name ignoring case and accents', () => {
    const names = [
      { firstName: 'b', lastName: 'Zed' },
      { firstName: 'a', lastName: 'Álvarez' },
      { firstName: 'c', lastName: 'alvarez' },
    ];
    expect([...names].sort((x, y) => compareListNames(x, y, 'en')).map(listName)).toEqual([
      'Álvarez, a',
      'alvarez, c',
      'Zed, b',
    ]);
  });
});
