import {
  ACTIVITY_LEVELS,
  TEMPLATE_CATEGORIES,
  type Activity,
  type ActivityLevel,
  type ActivityMetaData,
  type Template,
} from '../schemas/activities';

/** Spec 3 §9: the activities list shows 50 items a page. */
export const ACTIVITIES_PAGE_SIZE = 50;
/** The group of templates whose subjects name none of the categories (spec 3 §2 "Other"). */
export const OTHER_CATEGORY = 'Other';
/** The language shown when the portal's language has no activities (spec 3 §2). */
export const FALLBACK_LANGUAGE = 'en';

export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number] | typeof OTHER_CATEGORY;

export interface TemplateGroup {
  category: TemplateCategory;
  templates: Template[];
}

/** A template's subjects: its comma-separated `subject`, trimmed, blanks dropped. */
export function templateSubjects(template: Pick<Template, 'subject'>): string[] {
  return template.subject
    .split(',')
    .map((subject) => subject.trim())
    .filter((subject) => subject.length > 0);
}

const isCategory = (subject: string): subject is (typeof TEMPLATE_CATEGORIES)[number] =>
  (TEMPLATE_CATEGORIES as readonly string[]).includes(subject);

/**
 * Templates by subject in the order of TEMPLATE_CATEGORIES; a template with several subjects is
 * in each of their groups; one naming no category (or none at all) is in "Other", last. Empty
 * groups are left out; templates keep their order within a group.
 */
export function groupTemplatesBySubject(templates: readonly Template[]): TemplateGroup[] {
  const groups = TEMPLATE_CATEGORIES.map((category): TemplateGroup => ({
    category,
    templates: [],
  }));
  const other: Template[] = [];
  for (const template of templates) {
    const categories = templateSubjects(template).filter(isCategory);
    if (categories.length === 0) other.push(template);
    for (const category of new Set(categories)) {
      groups.find((group) => group.category === category)?.templates.push(template);
    }
  }
  const withOther: TemplateGroup[] = [...groups, { category: OTHER_CATEGORY, templates: other }];
  return withOther.filter((group) => group.templates.length > 0);
}

const EMPTY_META: ActivityMetaData = { templateTags: [], tags: [] };

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** An activity's metaData JSON text; unreadable or missing parts count as empty lists. */
export function readActivityMetaData(text: string): ActivityMetaData {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return EMPTY_META;
    const record = parsed as Record<string, unknown>;
    return { templateTags: stringsOf(record.templateTags), tags: stringsOf(record.tags) };
  } catch {
    return EMPTY_META;
  }
}

/** The level of spec 3 §3: the first of General, Advanced among the tags; none when neither. */
export function activityLevel(activity: Pick<Activity, 'metaData'>): ActivityLevel | undefined {
  const { tags } = readActivityMetaData(activity.metaData);
  return ACTIVITY_LEVELS.find((level) => tags.includes(level));
}

/** Whether the activity belongs to a template tag (settings "Template Tags"); none: every one. */
export function hasTemplateTag(activity: Pick<Activity, 'metaData'>, tag: string | null): boolean {
  return !tag || readActivityMetaData(activity.metaData).templateTags.includes(tag);
}

/**
 * The items in the portal's language; when it has none, the English ones (the language
 * selector of spec 3 §2 is hidden, so the portal's language chooses).
 */
export function inLanguage<T extends { lang: string }>(items: readonly T[], language: string): T[] {
  const base = language.toLowerCase().split('-')[0] ?? FALLBACK_LANGUAGE;
  const own = items.filter((item) => item.lang.toLowerCase() === base);
  if (own.length > 0 || base === FALLBACK_LANGUAGE) return own;
  return items.filter((item) => item.lang.toLowerCase() === FALLBACK_LANGUAGE);
}

export interface ActivityFilters {
  /** A lab name (Activity.lab); null: every lab. */
  lab: string | null;
  /** A template tag; null: every tag. */
  tag: string | null;
  /** null: All levels. */
  level: ActivityLevel | null;
  /** Part of the name, any case; blank: every name. */
  search: string;
}

export const NO_FILTERS: ActivityFilters = { lab: null, tag: null, level: null, search: '' };

/** The All activities view's filters (spec 3 §2), in the list's order. */
export function filterActivities(
  activities: readonly Activity[],
  filters: ActivityFilters,
): Activity[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  return activities.filter(
    (activity) =>
      (!filters.lab || activity.lab === filters.lab) &&
      hasTemplateTag(activity, filters.tag) &&
      (!filters.level || activityLevel(activity) === filters.level) &&
      (!needle || activity.name.toLocaleLowerCase().includes(needle)),
  );
}

/** The lab names that have activities, sorted, for the lab dropdown. */
export function activityLabs(activities: readonly Activity[]): string[] {
  return [...new Set(activities.map((activity) => activity.lab))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** How many pages `count` items fill (at least one, so the pager always has a page 1). */
export function pageCount(count: number, pageSize = ACTIVITIES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** Page `page` (1-based, clamped into range) of the items. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = ACTIVITIES_PAGE_SIZE): T[] {
  const last = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  return items.slice((current - 1) * pageSize, current * pageSize);
}

/** The absolute address "copy link" gives: the portal's origin and the activity's loader path. */
export function activityUrl(origin: string, link: string): string {
  if (/^https?:\/\//i.test(link)) return link;
  return `${origin.replace(/\/+$/, '')}/${link.replace(/^\/+/, '')}`;
}
