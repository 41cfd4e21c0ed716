import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };
const files = import.meta.glob<Texts>('./locales/*.json', { eager: true, import: 'default' });

const keys = (texts: Texts, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );

describe('purchase locales', () => {
  it('have the same texts in en, es and pt', () => {
    const en = keys(files['./locales/en.json']!).sort();
    expect(keys(files['./locales/es.json']!).sort()).toEqual(en);
    expect(keys(files['./locales/pt.json']!).sort()).toEqual(en);
  });
});
