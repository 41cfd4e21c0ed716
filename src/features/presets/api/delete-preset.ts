import { deletePresetAnswerSchema } from '@common/schemas/presets';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { usePresetsMutation } from './preset-mutation';

/** POST {presetsApi}/preset/delete {uuid, type}: `type` is the preset's lab type (spec 3 §7). */
export async function deletePreset(
  { api, config }: ApiContext,
  preset: { uuid: string; labType: number },
) {
  return api.request(serviceUrl(config.services.presetsApi, 'preset', 'delete'), {
    store: 'presets',
    method: 'POST',
    body: { uuid: preset.uuid, type: preset.labType },
    parse: (data) => deletePresetAnswerSchema.parse(data),
  });
}

export function useDeletePreset() {
  return usePresetsMutation(deletePreset);
}
