import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiContext } from '@/lib/services';
import { loadLabPreset } from './load-lab-preset';

const UUID = '0b7e5a10-8c1d-4e2f-9a01-000000000011';
const preset = {
  id: 11,
  uuid: UUID,
  owner_id: 'SYSTEM',
  type: 1,
  labType: 7,
  labName: 'Density',
  name: 'Density of unknown solids',
  object: '{"name":"Density of unknown solids"}',
  updated: '1970-01-01T00:00:00.000Z',
};

function setup(answer: () => Promise<unknown>) {
  const request = vi.fn(async (_url: string, opts: { parse?: (data: unknown) => unknown }) => {
    const data = await answer();
    return opts.parse ? opts.parse(data) : data;
  });
  const ctx = {
    api: { request },
    config: { services: { presetsApi: 'https://portal.example.org/presets-api' } },
  } as unknown as ApiContext;
  const errorLog = { record: vi.fn() };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { ctx, errorLog, queryClient, request };
}

describe('the loader hands the lab its preset', () => {
  let isOnline = true;
  beforeEach(() => {
    isOnline = true;
    vi.spyOn(globalThis, 'navigator', 'get').mockImplementation(
      () => ({ onLine: isOnline }) as Navigator,
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('no preset ("0" or none): nothing fetched', async () => {
    const t = setup(async () => preset);
    expect(await loadLabPreset(t.queryClient, t.ctx, t.errorLog, '0')).toBeNull();
    expect(await loadLabPreset(t.queryClient, t.ctx, t.errorLog, '')).toBeNull();
    expect(t.request).not.toHaveBeenCalled();
  });

  it('fetches the preset: uuid, name, lab type and object for init', async () => {
    const t = setup(async () => preset);
    expect(await loadLabPreset(t.queryClient, t.ctx, t.errorLog, UUID)).toEqual({
      uuid: UUID,
      name: 'Density of unknown solids',
      labType: 7,
      object: preset.object,
    });
    expect(t.request.mock.calls[0]?.[0]).toBe(
      'https://portal.example.org/presets-api/preset/fetch',
    );
  });

  it('a failed fetch opens the lab with its default setup', async () => {
    const t = setup(() => Promise.reject(new Error('HTTP 404: no such preset')));
    expect(await loadLabPreset(t.queryClient, t.ctx, t.errorLog, UUID)).toBeNull();
  });

  it('offline: the copy seen once serves; never seen is logged to /debug', async () => {
    isOnline = false;
    const t = setup(async () => preset);
    expect(await loadLabPreset(t.queryClient, t.ctx, t.errorLog, UUID)).toBeNull();
    expect(t.errorLog.record).toHaveBeenCalledWith(
      expect.objectContaining({ store: 'presets', params: `preset/fetch ${UUID}` }),
    );
    t.queryClient.setQueryData(['presets', 'detail', UUID], preset);
    expect(await loadLabPreset(t.queryClient, t.ctx, t.errorLog, UUID)).toMatchObject({
      uuid: UUID,
    });
  });
});
