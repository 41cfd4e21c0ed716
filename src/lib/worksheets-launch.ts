import type { WorksheetsTarget } from '@common/schemas/worksheets';

/**
 * Opens a page of the worksheets site in a new tab through a signed LTI launch (spec 1 §4
 * "Worksheets launch"). Implemented by the LTI work of issue 11; until then it throws.
 */
export async function openWorksheets(target: WorksheetsTarget): Promise<void> {
  throw new Error(`Worksheets launch not implemented yet (${target.view})`);
}
