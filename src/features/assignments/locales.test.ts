import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };
const files = import.meta.glob<Texts>('./locales/*.json', { eager: true, import: 'default' });

const keys = (texts: Texts, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );

describe('assignments locales', () => {
  it('have the same texts in en, es and pt', () => {
    const en = keys(files['./locales/en.json']!).sort();
    expect(keys(files['./locales/es.json']!).sort()).toEqual(en);
    expect(keys(files['./locales/pt.json']!).sort()).toEqual(en);
  });

  it('keep the spec texts in English', () => {
    const en = files['./locales/en.json']!;
    expect((en.table as Texts).afterDue).toBe('after due');
    expect((en.dates as Texts).selectDateAndTime).toBe('select date and time');
    expect((en.toolbar as Texts).advancedSettings).toBe('Advanced settings');
    expect(Object.keys(en.status as Texts)).toEqual([
      'All',
      'Upcoming',
      'Closed',
      'Open',
      'Unscheduled',
    ]);
  });
});
