import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { labCamWorkbook, workbookBlob, type WorkbookTexts } from './lab-cam-workbook';

const texts: WorkbookTexts = {
  statement: 'Statement',
  time: 'Time',
  empty: 'No activity statements in this time scale.',
  truncated: 'Only the first 20000 statements are shown.',
  student: 'Student',
};
const move = {
  timestamp: Date.UTC(2026, 4, 4, 8, 30),
  verb: 'Move',
  activity: 'Density',
  labType: 7,
  actionType: 'move',
  actions: { name: 'Cylinder 1', initialLocation: 'bench', finalLocation: 'balance' },
};

async function readBack(blob: Blob) {
  return XLSX.read(new Uint8Array(await blob.arrayBuffer()), { cellStyles: true });
}

describe('the lab-cam workbook', () => {
  it('one sheet per student, widths 30 and 18, statements with their times', async () => {
    const workbook = labCamWorkbook(
      XLSX,
      [
        {
          name: 'Lopez, Ana',
          items: [move, { ...move, timestamp: move.timestamp + 61_000 }],
          isTruncated: false,
        },
        { name: 'Carter, Ben', items: [], isTruncated: false },
      ],
      texts,
      'en',
      () => 0,
    );
    const back = await readBack(workbookBlob(XLSX, workbook));
    expect(back.SheetNames).toEqual(['Lopez, Ana', 'Carter, Ben']);
    const ana = back.Sheets['Lopez, Ana']!;
    expect(ana['!cols']?.map((col) => col.wch)).toEqual([30, 18]);
    expect(XLSX.utils.sheet_to_json(ana, { header: 1, raw: false })).toEqual([
      ['Statement', 'Time'],
      ['Density · Move: Cylinder 1 from Bench to Balance', '2026-05-04 08:30:00'],
      ['Density · Move: Cylinder 1 from Bench to Balance', '2026-05-04 08:31:01'],
    ]);
    expect(XLSX.utils.sheet_to_json(back.Sheets['Carter, Ben']!, { header: 1 })).toEqual([
      ['Statement', 'Time'],
      ['No activity statements in this time scale.'],
    ]);
  });

  it("shows times in the reader's zone, and says when statements were cut", async () => {
    const workbook = labCamWorkbook(
      XLSX,
      [{ name: 'Lopez, Ana', items: [move], isTruncated: true }],
      texts,
      'es',
      () => 180,
    );
    const rows = XLSX.utils.sheet_to_json(
      (await readBack(workbookBlob(XLSX, workbook))).Sheets['Lopez, Ana']!,
      {
        header: 1,
        raw: false,
      },
    );
    expect(rows[1]).toEqual([
      'Density · Movimiento: Cilindro 1 de Mesa a Balanza',
      '2026-05-04 05:30:00',
    ]);
    expect(rows.at(-1)).toEqual(['Only the first 20000 statements are shown.']);
  });

  it('names sheets by the 31-character rule, unique, without forbidden characters', () => {
    const long = 'Fernandez de la Torre, Maria Guadalupe';
    const workbook = labCamWorkbook(
      XLSX,
      [long, `${long}s`, 'O/Brien: [x]'].map((name) => ({ name, items: [], isTruncated: false })),
      texts,
      'en',
    );
    expect(workbook.SheetNames).toEqual([
      'Fernandez de la Torre, Maria Gu',
      'Fernandez de la Torre, Mari (2)',
      'O Brien x',
    ]);
  });
});
