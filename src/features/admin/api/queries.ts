import type { AdminPageQuery } from '@common/schemas/admin';

/** Query keys of the administrators' area, from one factory (mutations invalidate a branch). */
export const adminQueries = {
  all: ['admin'] as const,
  institutions: () => [...adminQueries.all, 'institutions'] as const,
  institutionPage: (page: AdminPageQuery) => [...adminQueries.institutions(), page] as const,
  institutionOptions: () => [...adminQueries.all, 'institution-options'] as const,
  resellers: () => [...adminQueries.all, 'resellers'] as const,
  keptEmails: (page: AdminPageQuery) => [...adminQueries.all, 'kept-emails', page] as const,
  auditLog: (page: AdminPageQuery) => [...adminQueries.all, 'audit-log', page] as const,
};

/** `?offset=..&limit=..&q=..` for a page request. */
export function pageSearch(page: AdminPageQuery): string {
  const params = new URLSearchParams({ offset: String(page.offset), limit: String(page.limit) });
  if (page.q) params.set('q', page.q);
  return `?${params.toString()}`;
}
