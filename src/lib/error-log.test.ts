import { describe, expect, it } from 'vitest';
import { createErrorLog, ERROR_LOG_STORAGE_KEY } from './error-log';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('error log', () => {
  it('records newest first, survives a reload of the tab and clears', () => {
    const storage = memoryStorage();
    const log = createErrorLog(storage);
    let changes = 0;
    log.subscribe(() => (changes += 1));
    log.record({ store: 'user', method: 'GET', params: '/users/1', error: 'HTTP 500' });
    log.record({ store: 'labs', method: 'GET', params: '/products', error: 'timeout' });
    expect(log.list().map((e) => e.store)).toEqual(['labs', 'user']);
    expect(changes).toBe(2);

    const reloaded = createErrorLog(storage);
    expect(reloaded.list()).toHaveLength(2);
    reloaded.clear();
    expect(reloaded.list()).toEqual([]);
    expect(storage.getItem(ERROR_LOG_STORAGE_KEY)).toBeNull();
  });

  it('keeps at most 200 entries', () => {
    const log = createErrorLog();
    for (let i = 0; i < 250; i += 1)
      log.record({ store: 's', method: 'GET', params: String(i), error: 'x' });
    expect(log.list()).toHaveLength(200);
    expect(log.list()[0]?.params).toBe('249');
  });
});
