import { describe, expect, it } from 'vitest';
import { benchAddress } from './bench-address';

const origin = 'https://portal.example.org';

describe('benchAddress', () => {
  it('takes a catalogue Url that names a site or a portal path as it is', () => {
    expect(
      benchAddress('https://labs.example.com/gases/', 'chemistry-gases', { baseUrl: null, origin }),
    ).toBe('https://labs.example.com/gases/');
    expect(benchAddress('/benches/density/', 'physics-density', { baseUrl: null, origin })).toBe(
      'https://portal.example.org/benches/density/',
    );
  });

  it('resolves a relative Url against BENCH_BASE_URL', () => {
    const baseUrl = 'https://benches.school.org/labs/';
    expect(benchAddress('chemistry-gases/', 'chemistry-gases', { baseUrl, origin })).toBe(
      'https://benches.school.org/labs/chemistry-gases/',
    );
    expect(benchAddress(null, 'physics-density', { baseUrl, origin })).toBe(
      'https://benches.school.org/labs/physics-density/',
    );
  });

  it("without a bench host, uses the portal's reference bench, or none", () => {
    expect(benchAddress('physics-density/', 'physics-density', { baseUrl: null, origin })).toBe(
      'https://portal.example.org/benches/density/',
    );
    expect(
      benchAddress('chemistry-gases/', 'chemistry-gases', { baseUrl: null, origin }),
    ).toBeNull();
  });
});
