import { groupTemplatesBySubject, type TemplateCategory } from '@common/domain/activity-rules';
import type { Template } from '@common/schemas/activities';
import type { ClientGroup } from '@common/schemas/groups';
import type { GroupCourse } from './api/course-schema';
import type { SyllabusChoice } from './syllabus-flow';

/** Spec 3 §9: after the template categories comes "My Previous Groups". */
export const PREVIOUS_GROUPS = 'My Previous Groups';

export interface SyllabusOption {
  /** Unique among all options: a template listed under two subjects is two options. */
  value: string;
  label: string;
  choice: SyllabusChoice;
}

export interface SyllabusOptionGroup {
  category: TemplateCategory | typeof PREVIOUS_GROUPS;
  options: SyllabusOption[];
}

/**
 * The select-syllabus choices (spec 3 §9): the system templates by category (the activities
 * rule: a template under each of its subjects, Other last), then "My Previous Groups": the
 * owner's other groups whose course came from a template, choosing that template again (named as
 * the syllabus column names it). Empty groups are left out.
 */
export function syllabusOptions(input: {
  templates: readonly Template[];
  groups: readonly ClientGroup[];
  courses: ReadonlyMap<number, GroupCourse>;
  /** The group the syllabus is for (not its own previous group). */
  groupId?: number;
}): SyllabusOptionGroup[] {
  const byCategory: SyllabusOptionGroup[] = groupTemplatesBySubject(input.templates).map(
    (group) => ({
      category: group.category,
      options: group.templates.map((template) => ({
        value: `template:${group.category}:${template.id}`,
        label: template.name,
        choice: { templateId: template.id, name: template.name },
      })),
    }),
  );
  const previous: SyllabusOption[] = [];
  for (const group of input.groups) {
    if (!group.isInstructor || group.Id === input.groupId) continue;
    const course = input.courses.get(group.Id);
    if (course?.templateId == null) continue;
    const name = syllabusName(course, input.templates);
    previous.push({
      value: `group:${group.Id}`,
      label: `${group.Name}: ${name}`,
      choice: { templateId: course.templateId, name },
    });
  }
  return previous.length > 0
    ? [...byCategory, { category: PREVIOUS_GROUPS, options: previous }]
    : byCategory;
}

/**
 * What the syllabus column calls a course: its template's name when the template is known (a
 * course may be named after its group), else the course's own name.
 */
export function syllabusName(
  course: Pick<GroupCourse, 'name' | 'templateId'>,
  templates: readonly Pick<Template, 'id' | 'name'>[] = [],
): string {
  return templates.find((template) => template.id === course.templateId)?.name ?? course.name;
}

/** The option with `value`, or undefined. */
export function findSyllabusOption(
  groups: readonly SyllabusOptionGroup[],
  value: string,
): SyllabusOption | undefined {
  for (const group of groups) {
    const found = group.options.find((option) => option.value === value);
    if (found) return found;
  }
  return undefined;
}
