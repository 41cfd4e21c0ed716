/** Query keys of the LMS connections area, from one factory (mutations invalidate `all`). */
export const ltiQueries = {
  all: ['lti'] as const,
  settings: (userId: string) => [...ltiQueries.all, 'settings', userId] as const,
};
