import { describe, expect, it } from 'vitest';
import type { ClientGroup } from '@common/schemas/groups';
import type { GroupCourse } from './api/course-schema';
import {
  findSyllabusOption,
  PREVIOUS_GROUPS,
  syllabusName,
  syllabusOptions,
} from './syllabus-options';

const template = (id: number, name: string, subject: string) => ({ id, name, subject, lang: 'en' });
const group = (Id: number, Name: string, isInstructor = true): ClientGroup => ({
  Id,
  Name,
  isInstructor,
});
const course = (id: number, groupId: number, templateId: number | null, name: string) =>
  ({ id, groupId, templateId, name }) satisfies GroupCourse;

describe('syllabusOptions', () => {
  const templates = [
    template(1, 'Chemistry: Atoms First', 'General, Majors'),
    template(2, 'Physics for Everyone', 'Physics'),
    template(3, 'Odd one', ''),
  ];

  it('lists the templates by category, a template under each of its subjects, Other last', () => {
    const groups = syllabusOptions({ templates, groups: [], courses: new Map() });
    expect(groups.map((g) => g.category)).toEqual(['General', 'Majors', 'Physics', 'Other']);
    const values = groups.flatMap((g) => g.options.map((o) => o.value));
    expect(new Set(values).size).toBe(values.length);
    expect(groups[1]!.options[0]!.choice).toEqual({
      templateId: 1,
      name: 'Chemistry: Atoms First',
    });
  });

  it("adds the owner's other groups with a course made from a template, last", () => {
    const courses = new Map([
      [10, course(100, 10, 2, 'Physics 1')],
      [11, course(101, 11, null, 'Hand-made')],
      [12, course(102, 12, 1, 'Chemistry: Atoms First')],
      [13, course(103, 13, 1, 'Co-taught')],
    ]);
    const groups = syllabusOptions({
      templates,
      groups: [
        group(10, 'Physics 1'),
        group(11, 'No template'),
        group(12, 'This group'),
        group(13, 'Not mine', false),
        group(14, 'No course'),
      ],
      courses,
      groupId: 12,
    });
    const previous = groups.at(-1)!;
    expect(previous.category).toBe(PREVIOUS_GROUPS);
    expect(previous.options).toEqual([
      {
        value: 'group:10',
        label: 'Physics 1: Physics for Everyone',
        choice: { templateId: 2, name: 'Physics for Everyone' },
      },
    ]);
    expect(findSyllabusOption(groups, 'group:10')?.choice.templateId).toBe(2);
    expect(findSyllabusOption(groups, 'nothing')).toBeUndefined();
  });

  it('names a course by its template when the template is known', () => {
    expect(syllabusName(course(1, 1, 2, 'Physics 1'), templates)).toBe('Physics for Everyone');
    expect(syllabusName(course(1, 1, 99, 'Physics 1'), templates)).toBe('Physics 1');
    expect(syllabusName(course(1, 1, null, 'Hand-made'))).toBe('Hand-made');
  });

  it('leaves My Previous Groups out when there is none', () => {
    const groups = syllabusOptions({ templates: [], groups: [group(1, 'A')], courses: new Map() });
    expect(groups).toEqual([]);
  });
});
