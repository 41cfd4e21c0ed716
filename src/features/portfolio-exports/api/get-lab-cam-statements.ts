import type { TimeScale } from '@common/domain/lab-book-rules';
import type { LabCamStatements } from '@common/schemas/exports';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { loadExportSchemas } from './get-lab-cam-roster';

/**
 * GET {functions}/lab-cam/{groupId}/{studentId}?scale=: one student's activity statements in the
 * time scale, oldest first (the "fetching data" phase: one request per student).
 */
export function getLabCamStatements(
  { api, config }: ApiContext,
  groupId: number,
  studentId: string,
  scale: TimeScale,
  signal?: AbortSignal,
): Promise<LabCamStatements> {
  return api.request(serviceUrl(config.services.functions, 'lab-cam', groupId, studentId), {
    store: 'portfolioExports',
    query: { scale },
    signal,
    parse: async (data) => (await loadExportSchemas()).labCamStatementsSchema.parse(data),
  });
}
