import { describe, expect, it } from 'vitest';
import { adminPageQuerySchema, institutionBodySchema, resellerBodySchema } from './admin';

const reseller = (patch: object) =>
  resellerBodySchema.safeParse({ name: 'Acme', domains: [], ...patch });
const institution = (patch: object) =>
  institutionBodySchema.safeParse({ name: 'Hillside', type: 'school', ...patch });

describe('admin schemas', () => {
  it('accept same-origin paths and https images only (the CSP img-src)', () => {
    for (const url of ['/resellers/a.svg', 'https://cdn.example.com/a.png', '', null, undefined]) {
      expect(reseller({ logoUrl: url }).success, String(url)).toBe(true);
    }
    for (const url of [
      'http://x.example/a.png',
      '//evil.example/a.png',
      '/\\evil',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'a.png',
    ]) {
      expect(reseller({ logoUrl: url }).success, url).toBe(false);
    }
    expect(reseller({ logoUrl: '' }).data?.logoUrl).toBeNull();
  });

  it('lower-cases domains and refuses repeats and anything but one label', () => {
    expect(reseller({ domains: [' Acme ', 'acme-2'] }).data?.domains).toEqual(['acme', 'acme-2']);
    expect(reseller({ domains: ['acme', 'ACME'] }).success).toBe(false);
    for (const bad of ['a.b', '-a', 'a-', '', 'x'.repeat(64), 'ü']) {
      expect(reseller({ domains: [bad] }).success, bad).toBe(false);
    }
  });

  it('trims institution fields, turns empty ones into null and checks the web site', () => {
    expect(institution({ name: '  Hillside  ', city: ' ', level: '' }).data).toMatchObject({
      name: 'Hillside',
      city: null,
      level: null,
      url: null,
      parentId: null,
    });
    expect(institution({ url: 'https://hillside.example.org' }).success).toBe(true);
    expect(institution({ url: 'ftp://hillside.example.org' }).success).toBe(false);
    expect(institution({ name: '   ' }).success).toBe(false);
    expect(institution({ type: 'castle' }).success).toBe(false);
    expect(institution({ parentId: 0 }).success).toBe(false);
  });

  it('pages with defaults and bounds', () => {
    expect(adminPageQuerySchema.parse({})).toEqual({ offset: 0, limit: 25 });
    expect(adminPageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(adminPageQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
  });
});
