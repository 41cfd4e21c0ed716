import { describe, expect, it } from 'vitest';
import { ANONYMIZE_STORAGE_KEY } from '@/features/dashboard/anonymize-key';
import { RUNTIME_CONFIG_STORAGE_KEY } from '@/lib/runtime-config';
import { clearUserStorage, SIDEBAR_STORAGE_KEY } from './local-state';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('clearUserStorage', () => {
  it('removes the user data and keeps device settings', () => {
    const storage = new MemoryStorage();
    storage.setItem(RUNTIME_CONFIG_STORAGE_KEY, '{}');
    storage.setItem(SIDEBAR_STORAGE_KEY, 'true');
    storage.setItem('oidc.user:https://x/auth:lab-portal-web', '{}');
    storage.setItem('lab-portal:student-view:u1', '1');
    storage.setItem(ANONYMIZE_STORAGE_KEY, 'true');
    clearUserStorage(storage);
    expect(storage.length).toBe(3);
    expect(storage.getItem(ANONYMIZE_STORAGE_KEY)).toBe('true');
    expect(storage.getItem(RUNTIME_CONFIG_STORAGE_KEY)).toBe('{}');
    expect(storage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
  });
});
