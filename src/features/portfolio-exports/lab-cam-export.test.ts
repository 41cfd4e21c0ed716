import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import type { LabCamStatements } from '@common/schemas/exports';
import {
  NoStudentsError,
  runLabCamExport,
  type LabCamExportDeps,
  type LabCamProgress,
} from './lab-cam-export';

const roster = {
  groupId: 1,
  groupName: 'Chemistry 101',
  students: [
    { userId: 'b', firstName: 'Ben', lastName: 'Carter', username: 'student2' },
    { userId: 'a', firstName: 'Ana', lastName: 'Lopez', username: 'student' },
  ],
};
const answer: LabCamStatements = {
  since: null,
  items: [{ timestamp: 0, verb: 'Move', activity: 'Density' }],
  isTruncated: false,
};

function deps(overrides: Partial<LabCamExportDeps> = {}) {
  const saved: Array<{ blob: Blob; fileName: string }> = [];
  const calls: string[] = [];
  const value: LabCamExportDeps = {
    roster: async () => roster,
    statements: async (id) => {
      calls.push(id);
      return answer;
    },
    loadXlsx: async () => XLSX,
    save: (blob, fileName) => saved.push({ blob, fileName }),
    fileName: (group) => `LabCam-${group}.xlsx`,
    texts: { statement: 'S', time: 'T', empty: 'E', truncated: 'X', student: 'Student' },
    language: 'en',
    locale: 'en',
    ...overrides,
  };
  return { value, saved, calls };
}

describe('the lab-cam export flow', () => {
  it('initializing, fetching with percentage, compiling; one request per student; saves the file', async () => {
    const { value, saved, calls } = deps();
    const progress: LabCamProgress[] = [];
    const result = await runLabCamExport(
      value,
      (p) => progress.push(p),
      new AbortController().signal,
    );
    expect(progress).toEqual([
      { phase: 'initializing' },
      { phase: 'fetching', percent: 0 },
      { phase: 'fetching', percent: 50 },
      { phase: 'fetching', percent: 100 },
      { phase: 'compiling' },
    ]);
    expect(calls).toEqual(['b', 'a']);
    expect(result).toEqual({
      fileName: 'LabCam-Chemistry 101.xlsx',
      studentCount: 2,
      isTruncated: false,
    });
    const book = XLSX.read(new Uint8Array(await saved[0]!.blob.arrayBuffer()));
    expect(book.SheetNames).toEqual(['Carter, Ben', 'Lopez, Ana']);
  });

  it('tries a failed student request once more, then gives up', async () => {
    let failures = 1;
    const retried = deps({
      statements: async () => {
        if (failures-- > 0) throw new Error('network');
        return answer;
      },
    });
    await expect(
      runLabCamExport(retried.value, () => {}, new AbortController().signal),
    ).resolves.toMatchObject({
      studentCount: 2,
    });
    const broken = deps({ statements: async () => Promise.reject(new Error('network')) });
    await expect(
      runLabCamExport(broken.value, () => {}, new AbortController().signal),
    ).rejects.toThrow('network');
    expect(broken.saved).toEqual([]);
  });

  it('a group without students says so; a cancelled export saves nothing', async () => {
    const empty = deps({ roster: async () => ({ ...roster, students: [] }) });
    await expect(
      runLabCamExport(empty.value, () => {}, new AbortController().signal),
    ).rejects.toBeInstanceOf(NoStudentsError);
    const controller = new AbortController();
    const cancelled = deps({
      statements: async () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
    });
    await expect(runLabCamExport(cancelled.value, () => {}, controller.signal)).rejects.toThrow(
      'aborted',
    );
    expect(cancelled.calls).toEqual([]);
    expect(cancelled.saved).toEqual([]);
  });
});
