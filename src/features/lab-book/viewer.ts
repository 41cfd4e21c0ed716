/** Who looks at a lab book, in the shape the screens read. */
export interface Viewer {
  userId: string;
  /** Full name, or the username (shown with instructor notes). */
  name: string;
  /** Printed in the header of the own book's PDF export. */
  email?: string;
  /** Instructors and TAs outside student view: Lab Cam. */
  isTeacher: boolean;
  /** Lab types the viewer may see (owned, working, beta only for beta testers). */
  labTypes: readonly number[];
  /** A support user proxying (issue 12): the book is shown, nothing is written. */
  readOnly?: boolean;
}

/** An instructor or TA in the Portfolio. */
export interface TeacherViewer extends Viewer {
  isTA: boolean;
  /** Whose groups the group filter lists. */
  institutionId: number;
}
