import { describe, expect, it } from 'vitest';
import type { Activity, Template } from '../schemas/activities';
import {
  ACTIVITIES_PAGE_SIZE,
  activityLabs,
  activityLevel,
  activityUrl,
  filterActivities,
  groupTemplatesBySubject,
  hasTemplateTag,
  inLanguage,
  NO_FILTERS,
  pageCount,
  pageOf,
  readActivityMetaData,
  templateSubjects,
} from './activity-rules';

const template = (id: number, subject: string, lang = 'en'): Template => ({
  id,
  name: `Template ${id}`,
  lang,
  subject,
});

const activity = (
  id: number,
  overrides: Partial<Activity> & { tags?: string[]; templateTags?: string[] } = {},
): Activity => {
  const { tags = [], templateTags = [], ...rest } = overrides;
  return {
    id,
    name: `Activity ${id}`,
    link: `/physics-density/uuid-${id}`,
    lang: 'en',
    lab: 'Density',
    metaData: JSON.stringify({ templateTags, tags }),
    ...rest,
  };
};

describe('templates by subject', () => {
  it('reads the comma-separated subjects, trimmed, without blanks', () => {
    expect(templateSubjects({ subject: 'General, Majors ,, ' })).toEqual(['General', 'Majors']);
    expect(templateSubjects({ subject: '' })).toEqual([]);
  });

  it('groups in the order of the categories, a template in each of its subjects, Other last', () => {
    const groups = groupTemplatesBySubject([
      template(1, 'Physics'),
      template(2, 'Majors, General'),
      template(3, ''),
      template(4, 'Astronomy'),
      template(5, 'General'),
      template(6, 'General, General'),
    ]);
    expect(groups.map((g) => [g.category, g.templates.map((t) => t.id)])).toEqual([
      ['General', [2, 5, 6]],
      ['Majors', [2]],
      ['Physics', [1]],
      ['Other', [3, 4]],
    ]);
  });

  it('leaves out empty groups, Other included', () => {
    expect(groupTemplatesBySubject([])).toEqual([]);
    expect(groupTemplatesBySubject([template(1, 'Biology')]).map((g) => g.category)).toEqual([
      'Biology',
    ]);
  });
});

describe('activity metadata and level', () => {
  it('reads the metadata JSON, treating unreadable parts as empty', () => {
    expect(readActivityMetaData('{"templateTags":["Gases"],"tags":["Advanced"]}')).toEqual({
      templateTags: ['Gases'],
      tags: ['Advanced'],
    });
    expect(readActivityMetaData('not json')).toEqual({ templateTags: [], tags: [] });
    expect(readActivityMetaData('null')).toEqual({ templateTags: [], tags: [] });
    expect(readActivityMetaData('{"tags":"General","templateTags":[1,"A"]}')).toEqual({
      templateTags: ['A'],
      tags: [],
    });
  });

  it('takes the level from the tags: General or Advanced, none otherwise', () => {
    expect(activityLevel(activity(1, { tags: ['Lab', 'Advanced'] }))).toBe('Advanced');
    expect(activityLevel(activity(1, { tags: ['General'] }))).toBe('General');
    expect(activityLevel(activity(1, { tags: ['Advanced', 'General'] }))).toBe('General');
    expect(activityLevel(activity(1, { tags: ['Intro'] }))).toBeUndefined();
  });

  it('matches a template tag, and every activity when no tag is chosen', () => {
    const a = activity(1, { templateTags: ['Stoichiometry'] });
    expect(hasTemplateTag(a, 'Stoichiometry')).toBe(true);
    expect(hasTemplateTag(a, 'Gases')).toBe(false);
    expect(hasTemplateTag(a, null)).toBe(true);
  });
});

describe('language', () => {
  const items = [
    { id: 1, lang: 'en' },
    { id: 2, lang: 'es' },
    { id: 3, lang: 'EN' },
  ];
  it("keeps the portal language's items", () => {
    expect(inLanguage(items, 'es').map((i) => i.id)).toEqual([2]);
    expect(inLanguage(items, 'en-US').map((i) => i.id)).toEqual([1, 3]);
  });
  it('falls back to English when the language has none', () => {
    expect(inLanguage(items, 'pt').map((i) => i.id)).toEqual([1, 3]);
    expect(inLanguage([{ lang: 'es' }], 'en')).toEqual([]);
  });
});

describe('filters', () => {
  const list = [
    activity(1, { name: 'Density of metals', tags: ['General'], templateTags: ['Matter'] }),
    activity(2, {
      name: 'Strong acid titration',
      lab: 'Titrations',
      tags: ['Advanced'],
      templateTags: ['Acids and Bases'],
    }),
    activity(3, { name: 'Float or sink', tags: ['Advanced'], templateTags: ['Matter'] }),
    activity(4, { name: 'Weak acid titration', lab: 'Titrations', tags: [] }),
  ];
  const ids = (filters: Partial<typeof NO_FILTERS>) =>
    filterActivities(list, { ...NO_FILTERS, ...filters }).map((a) => a.id);

  it('keeps everything with no filter', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
  });
  it('filters by lab, tag, level and name, all together', () => {
    expect(ids({ lab: 'Titrations' })).toEqual([2, 4]);
    expect(ids({ tag: 'Matter' })).toEqual([1, 3]);
    expect(ids({ level: 'Advanced' })).toEqual([2, 3]);
    expect(ids({ level: 'General' })).toEqual([1]);
    expect(ids({ search: '  ACID ' })).toEqual([2, 4]);
    expect(ids({ lab: 'Density', level: 'Advanced', tag: 'Matter', search: 'sink' })).toEqual([3]);
    expect(ids({ lab: 'Density', search: 'acid' })).toEqual([]);
  });
  it('lists the labs that have activities, sorted', () => {
    expect(activityLabs(list)).toEqual(['Density', 'Titrations']);
  });
});

describe('paging', () => {
  const items = Array.from({ length: 123 }, (_, i) => i + 1);
  it('pages by 50', () => {
    expect(ACTIVITIES_PAGE_SIZE).toBe(50);
    expect(pageCount(items.length)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(pageOf(items, 1)).toEqual(items.slice(0, 50));
    expect(pageOf(items, 3)).toEqual(items.slice(100));
  });
  it('clamps a page out of range', () => {
    expect(pageOf(items, 9)).toEqual(items.slice(100));
    expect(pageOf(items, 0)).toEqual(items.slice(0, 50));
    expect(pageOf([], 2)).toEqual([]);
  });
});

describe('activity link', () => {
  it("joins the portal's origin and the loader path", () => {
    expect(activityUrl('https://portal.example.org', '/physics-density/abc')).toBe(
      'https://portal.example.org/physics-density/abc',
    );
    expect(activityUrl('https://portal.example.org/', 'physics-density/abc')).toBe(
      'https://portal.example.org/physics-density/abc',
    );
  });
  it('keeps a link that is already absolute', () => {
    expect(activityUrl('https://portal.example.org', 'https://labs.example.org/x/y')).toBe(
      'https://labs.example.org/x/y',
    );
  });
});
