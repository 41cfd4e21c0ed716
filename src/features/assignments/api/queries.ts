/**
 * Query keys of the assignments area, from one factory: a date change invalidates the course it
 * changed (`course`), a new group or course refreshes `lists`.
 */
export type AssignmentsMode = 'teacher' | 'student';

export const assignmentQueries = {
  all: ['assignments'] as const,
  lists: () => [...assignmentQueries.all, 'list'] as const,
  groups: (mode: AssignmentsMode, userId: string) =>
    [...assignmentQueries.lists(), 'groups', mode, userId] as const,
  courses: (userId: string, groupIds: readonly number[]) =>
    [...assignmentQueries.lists(), 'courses', userId, [...groupIds].sort((a, b) => a - b)] as const,
  course: (courseId: number) => [...assignmentQueries.all, 'course', courseId] as const,
};
