import { describe, expect, it } from 'vitest';
import type { Preset } from '@common/schemas/presets';
import {
  filterRows,
  formatSavedDate,
  inView,
  labCounts,
  savedTime,
  sortRows,
  toRows,
} from './preset-rows';

let id = 0;
const preset = (over: Partial<Preset>): Preset => ({
  id: ++id,
  uuid: `0b7e5a10-8c1d-4e2f-9a01-${String(id).padStart(12, '0')}`,
  owner_id: 'SYSTEM',
  type: 1,
  labType: 7,
  labName: 'Density',
  name: `Preset ${id}`,
  object: '{}',
  updated: '1970-01-01T00:00:00.000Z',
  ...over,
});

const density = (type: 'assigned' | 'practice') =>
  JSON.stringify({
    unknownsData: { cylinderUnknowns: [{ cylinder: 1, unknownType: type, unknownList: ['wood'] }] },
  });

describe('saved dates', () => {
  it('shows MM/DD/YYYY and blanks 0 and 2000000000 seconds', () => {
    expect(savedTime('1970-01-01T00:00:00.000Z')).toBeNull();
    expect(savedTime(new Date(2_000_000_000_000).toISOString())).toBeNull();
    expect(savedTime('nonsense')).toBeNull();
    const at = savedTime(new Date(2026, 2, 5, 12).toISOString());
    expect(formatSavedDate(at)).toBe('03/05/2026');
    expect(formatSavedDate(null)).toBe('');
  });
});

describe('rows', () => {
  const presets = [
    preset({ name: 'Density of metals', object: density('practice') }),
    preset({ name: 'Boyle', labType: 2, labName: 'Gases' }),
    preset({
      name: 'my density',
      owner_id: 'u1',
      object: density('assigned'),
      updated: '2026-03-01T10:00:00.000Z',
    }),
    preset({ name: 'TA record', owner_id: 'u1', type: 3, labType: 99, labName: '' }),
    preset({ name: 'Solar', labType: 17, labName: 'Solar System' }),
    preset({ name: 'broken', labType: 7, owner_id: 'u1', object: '{"unknownsData":1}' }),
  ];

  it('keeps saved and system presets, hides the hidden labs, reads the unknown type', () => {
    const rows = toRows(presets, [17]);
    expect(rows.map((r) => r.preset.name)).toEqual([
      'Density of metals',
      'Boyle',
      'my density',
      'broken',
    ]);
    expect(rows.map((r) => r.unknownType)).toEqual(['practice', null, 'assigned', 'unexpected']);
    expect(inView(rows, 'system').map((r) => r.preset.name)).toEqual([
      'Density of metals',
      'Boyle',
    ]);
  });

  it('counts per lab and filters by lab and name', () => {
    const rows = toRows(presets, []);
    const system = inView(rows, 'system');
    expect(labCounts(system)).toEqual([
      { labType: 7, name: 'Density', count: 1 },
      { labType: 2, name: 'Gases', count: 1 },
      { labType: 17, name: 'Solar System', count: 1 },
    ]);
    expect(filterRows(system, { lab: 2, search: '' }).map((r) => r.preset.name)).toEqual(['Boyle']);
    expect(filterRows(rows, { lab: 'all', search: ' DENSITY ' })).toHaveLength(2);
  });

  it('sorts by every column both ways', () => {
    const rows = toRows(presets, []);
    const names = (column: 'name' | 'lab' | 'saved' | 'unknownType', dir: 'asc' | 'desc') =>
      sortRows(rows, { column, direction: dir }).map((r) => r.preset.name);
    expect(names('name', 'asc')[0]).toBe('Boyle');
    expect(names('name', 'desc')[0]).toBe('Solar');
    expect(names('lab', 'asc')[0]).toBe('broken');
    expect(names('saved', 'desc')[0]).toBe('my density');
    expect(names('unknownType', 'asc').slice(0, 2)).toEqual(['my density', 'Density of metals']);
  });
});
