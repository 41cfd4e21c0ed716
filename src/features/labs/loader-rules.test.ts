import { describe, expect, it } from 'vitest';
import {
  decideLoader,
  homePath,
  isLoaderAddress,
  labFrameUrl,
  loaderLanguage,
  type LoaderInput,
} from './loader-rules';

const student: LoaderInput = {
  labPath: undefined,
  presetPath: undefined,
  isInstructor: false,
  instructorHome: undefined,
  ownedBenchNames: ['Density', 'Titrations', 'Quantum'],
  availableLabNames: ['Density', 'Titrations'],
  hasLicenses: true,
};

describe('homePath', () => {
  it('sends instructors to the dashboard by default or by cookie, else to the labs', () => {
    expect(homePath(true, undefined)).toBe('/dashboard');
    expect(homePath(true, 'dashboard')).toBe('/dashboard');
    expect(homePath(true, 'labs')).toBe('/labs');
    expect(homePath(true, '')).toBe('/labs');
    expect(homePath(false, 'dashboard')).toBe('/labs');
  });
});

describe('decideLoader (spec 2 "Loader page")', () => {
  it('redirects home when no lab type is known', () => {
    expect(decideLoader(student)).toEqual({ kind: 'redirect', to: '/labs' });
    expect(decideLoader({ ...student, labPath: '0' })).toEqual({ kind: 'redirect', to: '/labs' });
    expect(decideLoader({ ...student, labPath: 'not-a-lab' })).toEqual({
      kind: 'redirect',
      to: '/labs',
    });
    expect(decideLoader({ ...student, isInstructor: true })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideLoader({ ...student, isInstructor: true, instructorHome: 'labs' })).toEqual({
      kind: 'redirect',
      to: '/labs',
    });
  });

  it('flags an unauthorized lab when the user owns no bench for it', () => {
    const decision = decideLoader({ ...student, labPath: 'biology-genetics' });
    expect(decision.kind).toBe('unauthorized');
    expect(decision).toMatchObject({ to: '/labs', lab: { name: 'Genetics' } });
  });

  it('flags an unauthorized lab for instructors too', () => {
    expect(decideLoader({ ...student, isInstructor: true, labPath: 'biology-genetics' }).kind).toBe(
      'unauthorized',
    );
  });

  it('opens an owned, available lab with preset "0" by default', () => {
    expect(decideLoader({ ...student, labPath: 'physics-density' })).toMatchObject({
      kind: 'open',
      lab: { identifier: 'physics-density', labType: 7 },
      preset: '0',
    });
    expect(
      decideLoader({ ...student, labPath: 'chemistry-titrations', presetPath: 'abc-123' }),
    ).toMatchObject({
      kind: 'open',
      preset: 'abc-123',
    });
  });

  it('accepts the inorganic local alias', () => {
    const decision = decideLoader({
      ...student,
      labPath: 'chemistry-inorganic-local',
      ownedBenchNames: ['Inorganic Qualitative Analysis'],
      availableLabNames: ['Inorganic Qualitative Analysis'],
    });
    expect(decision).toMatchObject({ kind: 'open', lab: { labType: 1 } });
  });

  it('redirects home when an owned lab is not available (beta, not working) or licenses are missing', () => {
    expect(decideLoader({ ...student, labPath: 'chemistry-quantum' })).toEqual({
      kind: 'redirect',
      to: '/labs',
    });
    expect(decideLoader({ ...student, labPath: 'physics-density', hasLicenses: false })).toEqual({
      kind: 'redirect',
      to: '/labs',
    });
  });
});

describe('labFrameUrl', () => {
  it('adds labType, preset, lang and the other query parameters', () => {
    expect(
      labFrameUrl(
        'https://labs.example.org/density/?v=2',
        { labType: 7, preset: '0', lang: 'es', search: '?lang=es&assignment=9&preset=x' },
        'https://portal.example.org',
      ),
    ).toBe('https://labs.example.org/density/?v=2&labType=7&preset=0&lang=es&assignment=9');
  });

  it('resolves a relative bench URL against the portal', () => {
    expect(
      labFrameUrl(
        '/benches/density/',
        { labType: 7, preset: 'p1', lang: 'en', search: '' },
        'https://portal.example.org',
      ),
    ).toBe('https://portal.example.org/benches/density/?labType=7&preset=p1&lang=en');
  });
});

describe('loaderLanguage', () => {
  it('defaults to en', () => {
    expect(loaderLanguage('')).toBe('en');
    expect(loaderLanguage('?lang=')).toBe('en');
    expect(loaderLanguage('?lang=pt')).toBe('pt');
  });
});

describe('isLoaderAddress', () => {
  const origin = 'https://portal.example.org';

  it('spots a bench URL that is the loader path itself', () => {
    expect(isLoaderAddress('/physics-density', 'physics-density', origin)).toBe(true);
    expect(
      isLoaderAddress('https://portal.example.org/physics-density/0', 'physics-density', origin),
    ).toBe(true);
    expect(isLoaderAddress('/chemistry-inorganic', 'chemistry-inorganic-local', origin)).toBe(true);
  });

  it('accepts benches hosted elsewhere or under another path', () => {
    expect(
      isLoaderAddress('https://labs.example.org/physics-density', 'physics-density', origin),
    ).toBe(false);
    expect(isLoaderAddress('/benches/density/', 'physics-density', origin)).toBe(false);
  });
});
