import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };
const files = import.meta.glob<Texts>('./locales/*.json', { eager: true, import: 'default' });
const en = files['./locales/en.json']!;

function keys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('portfolio locales', () => {
  it('have the same texts in English, Spanish and Portuguese', () => {
    for (const language of ['es', 'pt']) {
      expect(keys(files[`./locales/${language}.json`]!).sort()).toEqual(keys(en).sort());
    }
  });

  it('keep the spec texts in English', () => {
    const filters = en.filters as Texts;
    expect(Object.values(filters.statuses as Texts)).toEqual(['All', 'Upcoming', 'Closed', 'Open']);
    expect(Object.values((en.cell as Texts).status as Texts)).toEqual([
      'Unscheduled',
      'Scheduled',
      'Closed',
      'Not started',
    ]);
    expect((en.mode as Texts).studentPortfolio).toBe('Student Portfolio');
    expect((en.mode as Texts).myLabBook).toBe('My Lab Book');
  });
});
