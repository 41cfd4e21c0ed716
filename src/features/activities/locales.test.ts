import { describe, expect, it } from 'vitest';
import { ACTIVITY_LEVELS, TEMPLATE_CATEGORIES } from '@common/schemas/activities';

type Texts = Record<string, unknown>;
const files = import.meta.glob<Texts>('./locales/*.json', { eager: true, import: 'default' });
const en = files['./locales/en.json']!;

/** Every key path of a nested texts object, e.g. "syllabus.noTopics". */
const keys = (texts: Texts, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keys(value as Texts, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe('activities locales', () => {
  it('keep the spec texts in English', () => {
    const syllabus = en.syllabus as Record<string, string>;
    expect(syllabus.noTopics).toBe('No topics found');
    expect(syllabus.selectTemplate).toBe('Select a syllabus to view topics');
    expect(syllabus.noActivities).toBe('No activities found');
    expect(syllabus.selectTopic).toBe('Select a topic to view activities');
    expect((en.link as Record<string, string>).copied).toBe('Activity link copied');
  });

  it('name every category and level', () => {
    const categories = Object.keys(en.categories as Texts);
    expect(categories).toEqual([...TEMPLATE_CATEGORIES, 'Other']);
    for (const level of ACTIVITY_LEVELS) expect(keys(en)).toContain(`levels.${level}`);
  });

  it('have the same texts in English, Spanish and Portuguese', () => {
    for (const language of ['es', 'pt']) {
      expect(keys(files[`./locales/${language}.json`]!).sort()).toEqual(keys(en).sort());
    }
  });
});
