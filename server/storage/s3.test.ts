import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createS3Storage } from './s3';
import { StorageUnavailableError } from './storage';

describe('choosing the file store', () => {
  it('defaults to the local disk and accepts only local or s3', () => {
    expect(loadConfig({}).STORAGE_DRIVER).toBe('local');
    expect(loadConfig({ STORAGE_DRIVER: 's3' }).STORAGE_DRIVER).toBe('s3');
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });

  it('says plainly that the S3 driver is not in this build', () => {
    expect(() => createS3Storage({ bucket: 'b', region: 'eu-west-1' })).toThrow(
      StorageUnavailableError,
    );
    expect(() => createS3Storage()).toThrow(/not available in this build/);
  });
});
