/**
 * The four view modes of the lab book (spec 2 "Lab book screen"). Pure; the Portfolio address
 * (src/features/portfolio/portfolio-address.ts) picks the Portfolio's.
 */
export type ViewMode = 'student_view' | 'my_lab_book' | 'student_lab_book' | 'lab_book_browser';

/** Instructors and TAs (not in student view) start in student_lab_book, students in student_view. */
export function initialMode(teacherMode: boolean): ViewMode {
  return teacherMode ? 'student_lab_book' : 'student_view';
}
