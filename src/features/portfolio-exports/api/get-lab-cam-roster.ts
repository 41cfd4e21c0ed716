import type { LabCamRoster } from '@common/schemas/exports';
import { serviceUrl, type ApiContext } from '@/lib/services';

/** The zod schemas load with the first export, not with the Portfolio. */
export const loadExportSchemas = () => import('@common/schemas/exports');

/**
 * GET {functions}/lab-cam/{groupId}: the group's name and students, the sheets of the lab-cam
 * export (its "initializing" phase). Instructors of the group only (403 otherwise). Not cached:
 * an export reads the group as it is now.
 */
export function getLabCamRoster(
  { api, config }: ApiContext,
  groupId: number,
  signal?: AbortSignal,
): Promise<LabCamRoster> {
  return api.request(serviceUrl(config.services.functions, 'lab-cam', groupId), {
    store: 'portfolioExports',
    signal,
    parse: async (data) => (await loadExportSchemas()).labCamRosterSchema.parse(data),
  });
}
