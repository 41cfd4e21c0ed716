import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { openPglite, type Database } from '../db/client';
import { loadWorksheetsCredentials } from './worksheets-credentials';

describe('the worksheets configuration', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('memory://');
  });
  afterAll(async () => {
    await database.close();
  });

  it('defaults to the built-in site and a key, and reads the variables', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://lab.example.edu/' })).toMatchObject({
      WORKSHEETS_URL: 'https://lab.example.edu/worksheets-site',
      WORKSHEETS_LTI_KEY: 'lab-portal',
    });
    expect(loadConfig({ PORT: '9000' }).WORKSHEETS_URL).toBe(
      'http://localhost:9000/worksheets-site',
    );
    const external = loadConfig({
      WORKSHEETS_URL: 'https://ws.example.edu/tool///',
      WORKSHEETS_LTI_KEY: 'k',
      WORKSHEETS_LTI_SECRET: 'a long secret',
    });
    expect(external).toMatchObject({
      WORKSHEETS_URL: 'https://ws.example.edu/tool',
      WORKSHEETS_LTI_KEY: 'k',
      WORKSHEETS_LTI_SECRET: 'a long secret',
    });
    expect(() => loadConfig({ WORKSHEETS_URL: 'ftp://ws.example.edu' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKSHEETS_LTI_SECRET: 'short' })).toThrow(/WORKSHEETS_LTI_SECRET/);
  });

  it('generates the secret once, in the database, unless it is configured', async () => {
    const config = loadConfig({});
    const first = await loadWorksheetsCredentials(database.db, config);
    const again = await loadWorksheetsCredentials(database.db, config);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(again.secret).toBe(first.secret);
    expect(first.launchUrl).toBe('http://localhost:8080/worksheets-site/lti/launch');
    const configured = await loadWorksheetsCredentials(
      database.db,
      loadConfig({ WORKSHEETS_LTI_SECRET: 'the configured one' }),
    );
    expect(configured.secret).toBe('the configured one');
  });
});
