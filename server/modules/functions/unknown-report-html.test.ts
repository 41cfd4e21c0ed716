import { describe, expect, it } from 'vitest';
import { unknownReportHtml, type UnknownReportOptions } from './unknown-report-html';

const ANA = '5eed0000-0000-4000-8000-000000000001';
const BEN = '5eed0000-0000-4000-8000-000000000002';
const OTHER = '5eed0000-0000-4000-8000-000000000009';
const FILE = '0196a000-0000-7000-8000-000000000001';

const students = [
  { userId: BEN, firstName: 'Ben', lastName: 'Carter', username: 'student2' },
  { userId: ANA, firstName: 'Ana', lastName: 'Lopez', username: 'student' },
  { userId: OTHER, firstName: 'No', lastName: 'Reports', username: 'x' },
];
const at = Date.UTC(2026, 4, 4, 8, 30);
const entries = [
  {
    actorId: ANA,
    labType: 7,
    timestamp: at + 60_000,
    content: '<p>Cylinder 5: 1.20</p>',
    fileName: null,
  },
  {
    actorId: ANA,
    labType: 7,
    timestamp: at,
    content: `<p>Cylinder 3: 2.70</p><img src="/files/${ANA}/${FILE}.png"><img src="/files/${BEN}/${FILE}.png">`,
    fileName: null,
  },
  {
    actorId: BEN,
    labType: 7,
    timestamp: at,
    content: '<p>Cylinder 1 &lt;b&gt;</p>',
    fileName: `${BEN}/${FILE}.jpg`,
  },
];
const options: UnknownReportOptions = {
  groupName: 'Chemistry <101>',
  dontPrintName: false,
  dontPrintTime: false,
  lang: 'en',
  timeZone: 'Europe/Madrid',
  fileUrl: (name) => `https://portal.example/files/${name}?sig=1&exp=2`,
};

describe('the unknown-report PDF body (spec 3 §7)', () => {
  it('one section per student with reports, by list name, reports oldest first', () => {
    const html = unknownReportHtml(students, entries, options);
    expect(html).toContain('<h1>Unknown reports · Chemistry &lt;101&gt;</h1>');
    expect(html.indexOf('Carter, Ben')).toBeLessThan(html.indexOf('Lopez, Ana'));
    expect(html).not.toContain('Reports, No');
    expect(html.indexOf('Cylinder 3')).toBeLessThan(html.indexOf('Cylinder 5'));
    expect(html).toContain('<h3>Density · 2026/05/4 10:30:00</h3>');
    expect(html).toContain('<p>2 reports</p>');
  });

  it("signs the student's own images and drops images of someone else's files", () => {
    const html = unknownReportHtml(students, entries, options);
    expect(html).toContain(`src="https://portal.example/files/${ANA}/${FILE}.png?sig=1&amp;exp=2"`);
    expect(html).not.toContain(`/files/${BEN}/${FILE}.png`);
    // An image file entry shows the image.
    expect(html).toContain(`src="https://portal.example/files/${BEN}/${FILE}.jpg?sig=1&amp;exp=2"`);
  });

  it('without names: Student 1, 2 ...; without times: no times', () => {
    const html = unknownReportHtml(students, entries, {
      ...options,
      dontPrintName: true,
      dontPrintTime: true,
      lang: 'es',
    });
    expect(html).not.toMatch(/Carter|Lopez|student2/);
    expect(html).toContain('<h2>Estudiante 1</h2>');
    expect(html).toContain('<h2>Estudiante 2</h2>');
    expect(html).toContain('<h3>Density</h3>');
    expect(html).not.toContain('2026/');
    expect(html).toContain('Informes de incógnitas');
  });
});
