/**
 * Query keys of the Portfolio gradebook, from one factory so the refresh button and the score
 * and grading-mode mutations touch exactly what they changed.
 */
export const portfolioQueries = {
  all: ['portfolio'] as const,
  groups: (institutionId: number, userId: string) =>
    [...portfolioQueries.all, 'groups', institutionId, userId] as const,
  members: (institutionId: number, groupId: number) =>
    [...portfolioQueries.all, 'members', institutionId, groupId] as const,
  course: (groupId: number) => [...portfolioQueries.all, 'course', groupId] as const,
  courseData: (courseId: number) => [...portfolioQueries.all, 'course-data', courseId] as const,
};
