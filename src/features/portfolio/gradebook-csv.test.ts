import { describe, expect, it } from 'vitest';
import { csvCell, gradebookCsv, gradebookFileName } from './gradebook-csv';

const students = [
  { UserId: 'b', firstName: 'Ben', lastName: 'Carter', username: 'student2' },
  {
    UserId: 'x',
    firstName: 'Maximiliana',
    lastName: 'Hernandez-Villalobos Garcia',
    username: '=cmd',
  },
];
const assessments = [
  { id: 1, name: 'Density, lab', ptsposs: 10 },
  { id: 2, name: 'Titration', ptsposs: 20 },
];
const scores = new Map([
  ['b:1', 8],
  ['x:2', 5],
]);
const scoreOf = (userId: string, id: number) => scores.get(`${userId}:${id}`);
const headers = { student: 'Student', username: 'Username' };

describe('gradebook CSV (spec 3 §2, §5)', () => {
  it('has one row per student and one column per assessment, in points', () => {
    const csv = gradebookCsv({ students, assessments, scoreOf, scale: 'points', headers });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Student,Username,"Density, lab (10 pts)",Titration (20 pts)',
      '"Carter, Ben",student2,8,',
      `"Hernandez-Villalobos Garcia, Ma",'=cmd,,5`,
      '',
    ]);
  });
  it('writes percent when the grid shows percent', () => {
    const csv = gradebookCsv({ students, assessments, scoreOf, scale: 'percent', headers });
    expect(csv.split('\r\n')[1]).toBe('"Carter, Ben",student2,80,');
    expect(csv.split('\r\n')[2]).toMatch(/,25$/);
  });
  it('quotes and defuses cells', () => {
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell('+1')).toBe("'+1");
  });
  it('names the file after the group and the day', () => {
    expect(gradebookFileName('Chem: 101/Fall', new Date(2026, 10, 4))).toBe(
      'gradebook-Chem 101Fall-2026-11-04.csv',
    );
  });
});
