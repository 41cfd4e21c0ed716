import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import pt from '@/locales/pt.json';
import { createI18n, resolveLanguage } from './i18n';

type Tree = { [key: string]: string | Tree };

/** Plural forms differ by language (Spanish and Portuguese add `_many`), so they count as one key. */
function keys(tree: Tree, prefix = ''): string[] {
  const all = Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '')]
      : keys(value, `${prefix}${key}.`),
  );
  return [...new Set(all)];
}

function placeholders(tree: Tree): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string')
        result[`${prefix}${key}`] = [...value.matchAll(/{{\s*(\w+)/g)]
          .map((m) => m[1] ?? '')
          .sort();
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  return result;
}

// The app's texts and each feature's own (src/features/<feature>/locales), checked alike.
const featureFiles = import.meta.glob<Tree>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});
const bundles: Array<[string, Record<'en' | 'es' | 'pt', Tree>]> = [
  ['app', { en: en as Tree, es: es as Tree, pt: pt as Tree }],
  ...[...new Set(Object.keys(featureFiles).map((file) => file.split('/')[2]!))].map(
    (feature) =>
      [
        feature,
        {
          en: featureFiles[`../features/${feature}/locales/en.json`]!,
          es: featureFiles[`../features/${feature}/locales/es.json`]!,
          pt: featureFiles[`../features/${feature}/locales/pt.json`]!,
        },
      ] as [string, Record<'en' | 'es' | 'pt', Tree>],
  ),
];

describe.each(bundles)('%s locales', (_name, { en: english, es: spanish, pt: portuguese }) => {
  it.each([
    ['es', spanish],
    ['pt', portuguese],
  ])('%s has exactly the English keys', (_lang, bundle) => {
    expect(bundle).toBeDefined();
    expect(keys(bundle).sort()).toEqual(keys(english).sort());
  });

  it.each([
    ['es', spanish],
    ['pt', portuguese],
  ])('%s keeps every {{placeholder}}', (_lang, bundle) => {
    const expected = placeholders(english);
    const actual = placeholders(bundle);
    for (const key of Object.keys(expected)) {
      // Plural forms may drop the count ("one" reads "un día"), the rest must match.
      if (/_(one|other|many)$/.test(key)) continue;
      expect({ key, names: actual[key] }).toEqual({ key, names: expected[key] });
    }
  });

  it('has no empty strings', () => {
    for (const bundle of [english, spanish, portuguese]) {
      const walk = (node: Tree) =>
        Object.values(node).forEach((v) =>
          typeof v === 'string' ? expect(v.trim()).not.toBe('') : walk(v),
        );
      walk(bundle);
    }
  });
});

describe('resolveLanguage', () => {
  it('prefers the lab_language cookie', () => {
    expect(resolveLanguage('pt', ['es-MX'])).toBe('pt');
  });

  it('falls back to the first supported system language, then English', () => {
    expect(resolveLanguage(undefined, ['fr-FR', 'es-MX', 'pt-BR'])).toBe('es');
    expect(resolveLanguage('klingon', ['PT-br'])).toBe('pt');
    expect(resolveLanguage(undefined, ['fr'])).toBe('en');
  });
});

describe('createI18n', () => {
  it('loads Spanish on demand and falls back to English', async () => {
    const i18n = await createI18n('es', { warn: () => {} });
    expect(i18n.language).toBe('es');
    expect(i18n.t('nav.labHome')).toBe((es as { nav: { labHome: string } }).nav.labHome);
  });
});
