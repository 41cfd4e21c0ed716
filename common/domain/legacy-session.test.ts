/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { mergeLegacyFields } from './legacy-session';

const SESSION_ID = '0196a3c4-0000-7000-8000-00000000aaaa';
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const entry = (id: string, content: string, timestamp = 1) => ({
  timestamp,
  metaData: { entry_type: 1, entry_id: id, content },
});
const action = (id: string | undefined, timestamp: number) => ({
  ...(id ? { id } : {}),
  actionType: 'state',
  timestamp,
  actions: { name: 'balance', mass: 1.5 },
});
const E1 = '0196a3c4-0000-7000-8000-000000000001';
const E2 = '0196a3c4-0000-7000-8000-000000000002';
const A1 = '0196a3c4-0000-7000-8000-0000000000a1';

interface Merged {
  entries: Array<{ metaData: { entry_id: string; content: string } }>;
  actions: { detail: Array<{ id: string; timestamp: number }> };
}
const merged = (value: unknown) => mergeLegacyFields(value).session as Merged;

describe('legacy lab-book session fields (spec 2 §3)', () => {
  it('merges entries_raw and actions.detail_raw into the lists', () => {
    const result = mergeLegacyFields({
      id: SESSION_ID,
      entries: [entry(E1, 'kept')],
      entries_raw: base64([entry(E2, 'Ácido acético, 5 °C')]),
      actions: { detail: [action(A1, 10)], detail_raw: base64([action(undefined, 20)]) },
    });
    expect(result.problems).toEqual([]);
    const session = result.session as Merged & Record<string, unknown>;
    expect(session.entries.map((e) => e.metaData.content)).toEqual(['kept', 'Ácido acético, 5 °C']);
    expect(session.actions.detail.map((a) => a.timestamp)).toEqual([10, 20]);
    expect(session.actions.detail[1]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect('entries_raw' in session).toBe(false);
    expect('detail_raw' in session.actions).toBe(false);
  });

  it('reads a payload made by another encoder, and base64url', () => {
    // [{"timestamp":5,"metaData":{"entry_type":1,"entry_id":"x-1","content":"¡Hola!"}}]
    const literal =
      'W3sidGltZXN0YW1wIjo1LCJtZXRhRGF0YSI6eyJlbnRyeV90eXBlIjoxLCJlbnRyeV9pZCI6IngtMSIsImNvbnRlbnQiOiLCoUhvbGEhIn19XQ==';
    expect(merged({ id: SESSION_ID, entries_raw: literal }).entries).toEqual([
      { timestamp: 5, metaData: { entry_type: 1, entry_id: 'x-1', content: '¡Hola!' } },
    ]);
    const url = base64([entry(E1, '??>>')])
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(merged({ id: SESSION_ID, entries_raw: url }).entries[0]!.metaData.content).toBe('??>>');
  });

  it('merges joinedEntries, without duplicating an entry the lists already hold', () => {
    const session = merged({
      id: SESSION_ID,
      entries: [entry(E1, 'first copy')],
      joinedEntries: [entry(E1, 'second copy'), entry(E2, 'joined')],
    });
    expect(session.entries.map((e) => e.metaData.content)).toEqual(['first copy', 'joined']);
  });

  it('gives items without an id the same id on every read', () => {
    const legacy = { id: SESSION_ID, actions: { detail: [action(undefined, 7)] } };
    const first = merged(legacy).actions.detail[0]!.id;
    expect(merged(structuredClone(legacy)).actions.detail[0]!.id).toBe(first);
    const other = { id: SESSION_ID, actions: { detail: [action(undefined, 8)] } };
    expect(merged(other).actions.detail[0]!.id).not.toBe(first);
    // Merged twice (a raw copy of what the list holds) it is still one item.
    const twice = merged({
      ...legacy,
      actions: { ...legacy.actions, detail_raw: base64([action(undefined, 7)]) },
    });
    expect(twice.actions.detail).toHaveLength(1);
  });

  it('reports the migration flag and drops it from the session', () => {
    const result = mergeLegacyFields({ id: SESSION_ID, entries: [], saveRequestedMigration: true });
    expect(result.saveRequestedMigration).toBe(true);
    expect(result.session).toEqual({ id: SESSION_ID, entries: [] });
  });

  it('tolerates bad base64, bad UTF-8 and bad JSON: the rest is kept, each problem reported', () => {
    const result = mergeLegacyFields({
      id: SESSION_ID,
      entries: [entry(E1, 'kept')],
      entries_raw: 'not base64 at all!',
      joinedEntries: Buffer.from([0xff, 0xfe, 0x00]).toString('base64'),
      actions: { detail: [action(A1, 1)], detail_raw: Buffer.from('{"oops"').toString('base64') },
    });
    expect(result.problems.map((p) => p.message)).toEqual([
      'entries_raw: is not valid base64 UTF-8 text',
      'joinedEntries: is not valid base64 UTF-8 text',
      'actions.detail_raw: is not valid JSON',
    ]);
    const session = result.session as Merged;
    expect(session.entries).toHaveLength(1);
    expect(session.actions.detail).toHaveLength(1);
    expect(mergeLegacyFields({ id: SESSION_ID, entries_raw: base64({ a: 1 }) }).problems).toEqual([
      { field: 'entries_raw', message: 'entries_raw: is not a JSON list' },
    ]);
  });

  it('leaves a session without legacy fields untouched', () => {
    const current = {
      id: SESSION_ID,
      entries: [entry(E1, 'x')],
      actions: { detail: [action(A1, 1)] },
    };
    expect(mergeLegacyFields(current).session).toBe(current);
    expect(mergeLegacyFields(null).session).toBeNull();
    expect(mergeLegacyFields([1]).session).toEqual([1]);
  });
});
