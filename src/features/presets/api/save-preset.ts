import {
  savePresetAnswerSchema,
  type SavePresetAnswer,
  type SavePresetBody,
} from '@common/schemas/presets';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { usePresetsMutation } from './preset-mutation';

/**
 * POST {presetsApi}/preset/save (spec 3 §7), one of three shapes:
 * - customization save `{uuid, object, labType, type: 1}`;
 * - generic save `{uuid, object, type: labType}` (procedure, unknown toggles);
 * - copy `{object, type: labType}` without uuid (adding a saved lab by link).
 * A failure is logged by the api client (/debug) and shows nothing (spec 3 §8).
 */
export async function savePreset(
  { api, config }: ApiContext,
  body: SavePresetBody,
): Promise<SavePresetAnswer> {
  return api.request(serviceUrl(config.services.presetsApi, 'preset', 'save'), {
    store: 'presets',
    method: 'POST',
    body,
    parse: (data) => savePresetAnswerSchema.parse(data),
  });
}

export const customizationSave = (uuid: string, labType: number, object: unknown) =>
  ({ uuid, labType, type: 1, object: JSON.stringify(object) }) satisfies SavePresetBody;
export const genericSave = (uuid: string, labType: number, object: unknown) =>
  ({ uuid, type: labType, object: JSON.stringify(object) }) satisfies SavePresetBody;
export const copySave = (labType: number, object: string) =>
  ({ type: labType, object }) satisfies SavePresetBody;

export function useSavePreset() {
  return usePresetsMutation(savePreset);
}
