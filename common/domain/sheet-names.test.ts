import { describe, expect, it } from 'vitest';
import { cleanSheetName, cutToLength, MAX_SHEET_NAME, sheetNames } from './sheet-names';

describe('sheet names of the lab-cam export (spec 2 §9: cut to 31 characters)', () => {
  it('keeps a short name as it is', () => {
    expect(sheetNames(['Lopez, Ana', 'Carter, Ben'])).toEqual(['Lopez, Ana', 'Carter, Ben']);
  });

  it('cuts a long name to 31 characters', () => {
    const [name] = sheetNames(['Fernandez de la Torre, Maria Guadalupe']);
    expect(name).toBe('Fernandez de la Torre, Maria Gu');
    expect(name).toHaveLength(MAX_SHEET_NAME);
  });

  it('keeps names unique when two share their first 31 characters', () => {
    const names = sheetNames([
      'Fernandez de la Torre, Maria Guadalupe',
      'Fernandez de la Torre, Maria Gustava',
      'Fernandez de la Torre, Maria Gu',
    ]);
    expect(names).toEqual([
      'Fernandez de la Torre, Maria Gu',
      'Fernandez de la Torre, Mari (2)',
      'Fernandez de la Torre, Mari (3)',
    ]);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(MAX_SHEET_NAME);
  });

  it('treats names that differ only in letter case as the same (as Excel does)', () => {
    expect(sheetNames(['Diaz, Carla', 'DIAZ, CARLA'])).toEqual(['Diaz, Carla', 'DIAZ, CARLA (2)']);
  });

  it('numbers past 9 still fit', () => {
    const names = sheetNames(Array.from({ length: 12 }, () => 'A'.repeat(40)));
    expect(names[11]).toBe(`${'A'.repeat(26)} (12)`);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(12);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(MAX_SHEET_NAME);
  });

  it('drops the characters Excel forbids: \\ / ? * [ ] :', () => {
    expect(sheetNames(['O\\Brien/Smith?, A*[B]: C'])).toEqual(['O Brien Smith , A B C']);
  });

  it('trims apostrophes at either end, and never ends in a space after a cut', () => {
    expect(cleanSheetName("'O'Neil, Ann'", 'Sheet')).toBe("O'Neil, Ann");
    const [name] = sheetNames(['Abcdefghijklmnopqrstuvwxyz, ab cdef']);
    expect(name).toBe('Abcdefghijklmnopqrstuvwxyz, ab');
  });

  it('names an empty or reserved name with the fallback', () => {
    expect(sheetNames(['', '[]', 'History'], 'Student')).toEqual([
      'Student',
      'Student (2)',
      'History 1',
    ]);
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(cutToLength('ab😀c', 3)).toBe('ab');
    const [name] = sheetNames([`${'x'.repeat(30)}😀`]);
    expect(name).toBe('x'.repeat(30));
  });
});
