import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** Why an export failed, in the reader's words where we know them, else the server's message. */
export function exportFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return t('errors.network');
    if (error.status === 403) return t('errors.refused');
  }
  return error instanceof Error ? error.message : String(error);
}
