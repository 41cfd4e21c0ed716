/**
 * Query keys of the groups area, from one factory so every mutation invalidates exactly the
 * lists it changed (`all` after a change that touches several).
 */
export const groupQueries = {
  all: ['groups'] as const,
  lists: () => [...groupQueries.all, 'list'] as const,
  owner: (institutionId: number, userId: string) =>
    [...groupQueries.lists(), 'owner', institutionId, userId] as const,
  student: (institutionId: number, userId: string) =>
    [...groupQueries.lists(), 'student', institutionId, userId] as const,
  members: (groupId: number) => [...groupQueries.all, 'members', groupId] as const,
  /** The worksheets courses of the groups on the screen (the syllabus column). */
  courses: () => [...groupQueries.all, 'courses'] as const,
  coursesOf: (groupIds: readonly number[]) => [...groupQueries.courses(), ...groupIds] as const,
  templates: () => [...groupQueries.all, 'templates'] as const,
};
