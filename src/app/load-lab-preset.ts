import type { QueryClient } from '@tanstack/react-query';
import type { FramePresetData } from '@/features/lab-frame/frame-protocol';
import { fetchPresetQueryOptions } from '@/features/presets/api/fetch-preset';
import type { ErrorLog } from '@/lib/error-log';
import { ensureQueryDataOffline, OfflineNoDataError } from '@/lib/offline-data';
import type { ApiContext } from '@/lib/services';

/** The loader's "no preset" (spec 2 loader route: `/{lab}/0`). */
const NO_PRESET = '0';

/**
 * The preset the loader hands to the lab (issue 10 §3): from the device when it was seen once
 * (the query cache is kept per user), else `preset/fetch`. It never blocks the lab: any failure
 * (unknown uuid, offline and never seen, network) is recorded on /debug (spec 2 §8 "Preset ...
 * call failure: logged only") and the lab opens its default setup (null).
 */
export async function loadLabPreset(
  queryClient: QueryClient,
  ctx: ApiContext,
  errorLog: Pick<ErrorLog, 'record'>,
  presetPath: string,
): Promise<FramePresetData | null> {
  if (!presetPath || presetPath === NO_PRESET) return null;
  try {
    const preset = await ensureQueryDataOffline(
      queryClient,
      fetchPresetQueryOptions(ctx, presetPath),
    );
    return {
      uuid: preset.uuid,
      name: preset.name,
      labType: preset.labType,
      object: preset.object,
    };
  } catch (error) {
    // The api client records its own failures (HTTP, network, bad answer); this one it never saw.
    if (error instanceof OfflineNoDataError)
      errorLog.record({
        store: 'presets',
        method: 'POST',
        params: `preset/fetch ${presetPath}`,
        error: error.message,
      });
    return null;
  }
}
