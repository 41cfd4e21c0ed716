/**
 * Query keys of the lab-book area, from one factory so the sync engine and the refresh button
 * invalidate exactly what changed (other users' books; the own book is read from the device).
 */
export const labBookQueries = {
  all: ['lab-book'] as const,
  books: () => [...labBookQueries.all, 'book'] as const,
  book: (userId: string) => [...labBookQueries.books(), userId] as const,
  recentEntries: (userIds: readonly string[]) =>
    [...labBookQueries.all, 'recent-entries', [...userIds].sort()] as const,
  timeframe: (actorId: string, open: number, duration: number) =>
    [...labBookQueries.all, 'timeframe', actorId, open, duration] as const,
  downloadUrl: (fileName: string) => [...labBookQueries.all, 'download-url', fileName] as const,
  groupStudents: (institutionId: number, groupId: number) =>
    [...labBookQueries.all, 'group-students', institutionId, groupId] as const,
};
