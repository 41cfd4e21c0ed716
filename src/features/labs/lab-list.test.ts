import { describe, expect, it } from 'vitest';
import type { Product } from '@common/schemas/catalog';
import { availableLabs, filterByTag, tagCounts } from './lab-list';

let nextId = 1;
function bench(
  name: string,
  meta: Record<string, unknown> = {},
  type: Product['ProductType'] = 'Bench',
): Product {
  return {
    Id: nextId++,
    Name: name,
    Url: `https://labs.example.org/${name}`,
    ProductType: type,
    MetaData: JSON.stringify(meta),
    Description: null,
  };
}

const products = [
  bench('Titrations', { tags: ['Chemistry', 'General'] }),
  bench('Density', { tags: ['Physics', 'General'] }),
  bench('Calorimetry', { tags: ['Chemistry'] }),
  bench('Quantum', { tags: ['Chemistry'], beta: true }),
  bench('Optics', { tags: ['Physics'], workingBench: false }),
  bench('Genetics'),
  bench('Worksheets', {}, 'Worksheets'),
  bench('Unknown bench'),
  bench('Density', { tags: ['Duplicate'] }),
];

describe('availableLabs', () => {
  it('keeps owned, working benches sorted by name, beta labs hidden', () => {
    expect(availableLabs(products, { betaTester: false }).map((e) => e.lab.name)).toEqual([
      'Calorimetry',
      'Density',
      'Genetics',
      'Titrations',
    ]);
  });

  it('shows beta labs to beta testers', () => {
    const labs = availableLabs(products, { betaTester: true });
    expect(labs.map((e) => e.lab.name)).toContain('Quantum');
    expect(labs.find((e) => e.lab.name === 'Quantum')?.isBeta).toBe(true);
  });

  it('tolerates broken MetaData', () => {
    expect(
      availableLabs([{ ...bench('Gases'), MetaData: 'not json' }], { betaTester: false }).map(
        (e) => e.tags,
      ),
    ).toEqual([[]]);
  });
});

describe('tagCounts and filterByTag', () => {
  const labs = availableLabs(products, { betaTester: false });

  it('counts each tag', () => {
    expect(tagCounts(labs)).toEqual([
      { tag: 'Chemistry', count: 2 },
      { tag: 'General', count: 2 },
      { tag: 'Physics', count: 1 },
    ]);
  });

  it('filters by tag, all for none', () => {
    expect(filterByTag(labs, 'Chemistry').map((e) => e.lab.name)).toEqual([
      'Calorimetry',
      'Titrations',
    ]);
    expect(filterByTag(labs, 'all')).toHaveLength(4);
    expect(filterByTag(labs, undefined)).toHaveLength(4);
    expect(filterByTag(labs, 'Nothing')).toEqual([]);
  });
});
