/** Query keys of the dashboard, from one factory (the refresh button and the sync engine). */
export const dashboardQueries = {
  all: ['dashboard'] as const,
  statistics: (userId: string, scale: number) =>
    [...dashboardQueries.all, 'statistics', userId, scale] as const,
};
