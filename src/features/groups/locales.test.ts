import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@common/schemas/groups';

type Texts = Record<string, Record<string, string>>;
const files = import.meta.glob<Texts>('./locales/*.json', { eager: true, import: 'default' });
const en = files['./locales/en.json']!;

describe('groups locales', () => {
  it('keep the spec texts in English', () => {
    expect(en.errors!.nameRequired).toBe(GROUP_MESSAGES.nameRequired);
    expect(en.errors!.codeRequired).toBe(GROUP_MESSAGES.codeRequired);
    expect(en.errors!.codeTaken).toBe(GROUP_MESSAGES.codeTaken);
    expect(en.errors!.joinOwnGroup).toBe(GROUP_MESSAGES.joinOwnGroup);
    expect(en.errors!.invalidCode).toBe(GROUP_MESSAGES.invalidCode);
    expect(en.errors!.codeNotFound).toBe(GROUP_MESSAGES.codeNotFound);
    expect(en.errors!.noDeletePrivileges).toBe(GROUP_MESSAGES.noDeletePrivileges);
    expect(en.errors!.alreadyMember).toBe('You already belong to this group');
    expect(en.errors!.editFailed).toBe('Error editing group.');
    expect(en.errors!.deleteFailed).toBe('Error deleting group.');
    expect(en.errors!.leaveFailed).toBe('Error leaving group');
    expect(en.errors!.removeFailed).toBe('Error removing student from group');
    expect(en.toasts!.copied).toBe('The code was copied.');
    expect(en.table!.turnOnAssignments).toBe('click to turn on assignments');
    expect(en.errors!.studentNotAdded).toBe(
      'There was an error adding {{student}} to the worksheets course.',
    );
    expect(en.errors!.syllabusFailed).toBe('There was an error assigning the syllabus.');
    expect(en.errors!.tutorGradingFailed).toBe('There was an error in allowing tutor grading');
    expect(en.toasts!.studentsAdded_other).toBe('{{count}} students added / {{failed}} failed');
  });
});
