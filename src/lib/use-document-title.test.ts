import { describe, expect, it } from 'vitest';
import { documentTitle } from './use-document-title';

describe('documentTitle', () => {
  it('names the page, then the portal', () => {
    expect(documentTitle('Lab Home', 'portal.school.org')).toBe('Lab Home · Lab Portal');
    expect(documentTitle(undefined, 'portal.school.org')).toBe('Lab Portal');
  });

  it('says "local" on localhost (spec 2 §9)', () => {
    expect(documentTitle('Lab Home', 'localhost')).toBe('Lab Home · Lab Portal (local)');
    expect(documentTitle(undefined, '127.0.0.1')).toBe('Lab Portal (local)');
  });
});
