import { describe, expect, it } from 'vitest';
import { isBetaDeployment, parsePresetLink, presetLink, presetOpenUrl } from './preset-link';

const UUID = '0b7e5a10-8c1d-4e2f-9a01-000000000001';

describe('presetLink', () => {
  it('builds the loader address', () => {
    expect(presetLink('http://localhost:4181/', 'chemistry-titrations', UUID)).toBe(
      `http://localhost:4181/chemistry-titrations/${UUID}`,
    );
    expect(presetOpenUrl('https://beta.labs.test', 'physics-density', UUID)).toBe(
      `https://beta.labs.test/physics-density/${UUID}`,
    );
  });

  it('tells a beta deployment by its host name', () => {
    expect(isBetaDeployment('beta.labs.test')).toBe(true);
    expect(isBetaDeployment('labs.test')).toBe(false);
    expect(isBetaDeployment('alphabeta.test')).toBe(false);
  });
});

describe('parsePresetLink', () => {
  it('reads the uuid after the lab identifier, trimmed, up to the next slash', () => {
    expect(parsePresetLink(`  http://localhost:4181/chemistry-titrations/${UUID}  `)).toEqual({
      labIdentifier: 'chemistry-titrations',
      uuid: UUID,
    });
    expect(parsePresetLink(`https://labs.test/physics-density/${UUID}/extra?x=1`)).toEqual({
      labIdentifier: 'physics-density',
      uuid: UUID,
    });
  });

  it('accepts links of another host and links without a scheme', () => {
    expect(parsePresetLink(`labs.example.org/physics-density/${UUID.toUpperCase()}`)).toEqual({
      labIdentifier: 'physics-density',
      uuid: UUID,
    });
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      '   ',
      'hello',
      `http://localhost/${UUID}`,
      'http://localhost/physics-density/not-a-uuid',
      `http://localhost/unknown-lab/${UUID}`,
      `ftp://localhost/physics-density/${UUID}`,
      `javascript:alert(1)//physics-density/${UUID}`,
      'http://[bad',
    ])
      expect(parsePresetLink(text), text).toBeNull();
  });
});
