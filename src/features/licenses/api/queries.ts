/** Query keys of the licenses area (one factory, so activation invalidates exactly these). */
export const licenseQueries = {
  all: ['licenses'] as const,
  details: (userId: string) => [...licenseQueries.all, userId, 'details'] as const,
};
