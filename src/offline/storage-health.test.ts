import { describe, expect, it } from 'vitest';
import { checkStorage, evictsUnpersistedData } from './storage-health';

const CHROME =
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

function storage(persisted: boolean, grant: boolean, usage: number, quota: number) {
  const asked: string[] = [];
  return {
    asked,
    api: {
      persisted: async () => persisted,
      persist: async () => {
        asked.push('persist');
        return grant;
      },
      estimate: async () => ({ usage, quota }),
    },
  };
}

describe('storage health', () => {
  it('asks for persistence; persisted storage needs no warning', async () => {
    const s = storage(false, true, 95, 100);
    expect(await checkStorage(s.api, CHROME)).toEqual({ persisted: true, usage: 95, quota: 100 });
    expect(s.asked).toEqual(['persist']);
  });

  it('warns when not persistent and the quota is nearly full', async () => {
    const s = storage(false, false, 91, 100);
    expect((await checkStorage(s.api, CHROME)).warning).toBe('nearly-full');
    expect(
      (await checkStorage(storage(false, false, 50, 100).api, CHROME)).warning,
    ).toBeUndefined();
  });

  it('warns when persistence is refused on a browser that evicts unpersisted data', async () => {
    expect((await checkStorage(storage(false, false, 1, 100).api, SAFARI)).warning).toBe(
      'may-be-evicted',
    );
    expect(evictsUnpersistedData(CHROME)).toBe(false);
    expect(evictsUnpersistedData(SAFARI)).toBe(true);
  });

  it('without the Storage API there is nothing to check', async () => {
    expect(await checkStorage(undefined, CHROME)).toEqual({ persisted: false });
  });
});
