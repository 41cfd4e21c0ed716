import type { UnknownType } from '@common/schemas/preset-objects';
import { presetLink } from '@common/domain/preset-link';
import { isUnexpected, setUnknownType } from '@common/domain/preset-unknowns';
import { useServices } from '@/lib/services';
import { useDeletePreset } from '../api/delete-preset';
import { genericSave, useSavePreset } from '../api/save-preset';
import type { PresetRow } from '../preset-rows';
import { toastError, toastSuccess } from './feedback';
import { usePresetsTranslation } from './use-presets-translation';

/** The row actions that act at once: unknown toggles, copy link, delete. */
export function usePresetActions() {
  const { t } = usePresetsTranslation();
  const { errorLog } = useServices();
  const save = useSavePreset();
  const remove = useDeletePreset();

  /** Make assigned / Make practice: flips every unknown and saves at once (generic save). */
  const setUnknowns = (row: PresetRow, type: UnknownType) => {
    const next = setUnknownType(row.preset.labType, row.object, type);
    if (isUnexpected(next)) {
      // Spec 3 §4: an unsupported mapping logs an unexpected-state error.
      errorLog.record({
        store: 'presets',
        method: 'unexpected state',
        params: `make ${type}: preset ${row.preset.uuid} (lab type ${row.preset.labType})`,
        error: next.unexpected,
      });
      return;
    }
    // A failed save is logged by the api client and shows nothing (spec 3 §8).
    save.mutate(genericSave(row.preset.uuid, row.preset.labType, next));
  };

  const linkOf = (row: PresetRow) =>
    row.lab ? presetLink(window.location.origin, row.lab.identifier, row.preset.uuid) : undefined;

  const copyLink = async (row: PresetRow) => {
    const link = linkOf(row);
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toastSuccess(t('toasts.linkCopied'));
    } catch {
      toastError(t('toasts.copyFailed', { link }));
    }
  };

  const deletePreset = (row: PresetRow, onDone: () => void) =>
    remove.mutate(
      { uuid: row.preset.uuid, labType: row.preset.labType },
      {
        onSuccess: () => {
          onDone();
          toastSuccess(t('toasts.deleted'));
        },
        onError: () => {
          onDone();
          toastError(t('toasts.deleteFailed'));
        },
      },
    );

  return {
    setUnknowns,
    copyLink,
    deletePreset,
    isDeleting: remove.isPending,
    /** The uuid whose unknowns are being saved, for a busy row. */
    savingUuid: save.isPending ? save.variables?.uuid : undefined,
  };
}
