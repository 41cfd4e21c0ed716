import { describe, expect, it } from 'vitest';
import { EntryType } from '@common/domain/lab-book';
import { UPLOAD_ERROR } from '@/offline/outbox-state';
import { entryStatus } from './entry-status';

describe('entry status', () => {
  it('names the kind of a file whose upload keeps failing', () => {
    const failing = { sync: 'pending' as const, error: UPLOAD_ERROR };
    expect(entryStatus({ ...failing, entryType: EntryType.File })).toBe('fileUploadError');
    expect(entryStatus({ ...failing, entryType: EntryType.Image })).toBe('imageUploadError');
    expect(entryStatus({ ...failing, entryType: EntryType.StudentNote })).toBe('imageUploadError');
  });

  it('is saved on this device, synced, or refused', () => {
    const entry = { entryType: EntryType.File };
    expect(entryStatus({ ...entry, sync: 'pending' })).toBe('local');
    expect(entryStatus({ ...entry, sync: 'synced' })).toBe('synced');
    expect(entryStatus({ ...entry, sync: 'failed', error: 'HTTP 415' })).toBe('failed');
  });
});
