import { describe, expect, it } from 'vitest';
import { initialMode } from './view-mode';

describe('view modes', () => {
  it('starts teachers in the student list and students in their own book', () => {
    expect(initialMode(true)).toBe('student_lab_book');
    expect(initialMode(false)).toBe('student_view');
  });
});
