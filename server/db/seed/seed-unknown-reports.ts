import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { LabType } from '@common/domain/labs';
import type { Db } from '../client';
import { labbookEntries, labbookSessions } from '../schema/index';
import { DEMO_USER_IDS, type DemoUserKey } from './demo-users';
import { SEED_LOCK_KEY } from './seed-support';

/**
 * Demo unknown reports (spec 3 §7): two Chemistry 101 students reported the density of an
 * unknown cylinder from the density bench, the way the bench's "Report an unknown" form does
 * (labs/density/unknown-report.ts), so the instructor's unknown-report PDF has real content.
 * Ids are fixed (`5eed0e..`), so it runs on every start; times are relative to the seed.
 */

const HOUR = 3_600_000;
const sessionId = (n: number) => `5eed0e00-0000-7000-8000-${String(n).padStart(12, '0')}`;
const entryId = (n: number) => `5eed0e01-0000-7000-8000-${String(n).padStart(12, '0')}`;

interface DemoReport {
  n: number;
  owner: DemoUserKey;
  openedAgoMs: number;
  cylinder: number;
  density: string;
  color: readonly [number, number, number];
  /** A plain note of the same session: not a report, so not in the export. */
  note?: string;
}

export const DEMO_UNKNOWN_REPORTS: readonly DemoReport[] = [
  {
    n: 1,
    owner: 'student',
    openedAgoMs: 50 * HOUR,
    cylinder: 4,
    density: '2.398',
    color: [150, 150, 150],
    note: 'Cylinder 4 sank at once; the water rose by 11 mL.',
  },
  {
    n: 2,
    owner: 'student2',
    openedAgoMs: 26 * HOUR,
    cylinder: 2,
    density: '0.751',
    color: [176, 122, 70],
  },
];

export async function seedDemoUnknownReports(db: Db): Promise<void> {
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    for (const report of DEMO_UNKNOWN_REPORTS) {
      const actorId = DEMO_USER_IDS[report.owner];
      const open = Math.floor((now - report.openedAgoMs) / 60_000) * 60_000;
      await tx
        .insert(labbookSessions)
        .values({
          id: sessionId(report.n),
          actorId,
          labType: LabType.Density,
          open,
          duration: 25 * 60_000,
          metaData: { labType: LabType.Density, version: 1 },
        })
        .onConflictDoNothing();
      const entry = { sessionId: sessionId(report.n), actorId, authorId: actorId, entryType: 1 };
      await tx
        .insert(labbookEntries)
        .values([
          {
            ...entry,
            id: entryId(report.n * 10),
            timestamp: open + 20 * 60_000,
            content: reportHtml(report),
            isUnknownReport: true,
          },
          ...(report.note
            ? [
                {
                  ...entry,
                  id: entryId(report.n * 10 + 1),
                  timestamp: open + 18 * 60_000,
                  content: `<p>${report.note}</p>`,
                },
              ]
            : []),
        ])
        .onConflictDoNothing();
    }
  });
}

function reportHtml(report: DemoReport): string {
  const image = `data:image/png;base64,${cylinderPng(report.color).toString('base64')}`;
  return (
    '<p><strong>Unknown report</strong></p>' +
    `<p>Cylinder ${report.cylinder}: measured density ${report.density} g/cm³</p>` +
    `<p><img src="${image}" alt="Cylinder ${report.cylinder}"></p>`
  );
}

/** A small PNG of a cylinder in the material's colour (what the bench draws with a canvas). */
function cylinderPng([r, g, b]: readonly [number, number, number]): Buffer {
  const width = 48;
  const height = 72;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0;
    for (let x = 0; x < width; x += 1) {
      const inside = x >= 8 && x < 40 && y >= 6 && y < 66;
      const edge = inside && (x < 10 || x >= 38 || y < 8 || y >= 64);
      if (inside) row.set(edge ? [40, 40, 40] : [r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
