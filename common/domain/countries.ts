/** Region ids of `institutions/regions` that are countries of their own (spec 1 §9). */
export const USA_REGION_ID = 1;
export const CANADA_REGION_ID = 2;
const LAST_GROUPING_REGION_ID = 8;

/** Spec 1 §9: USA, Canada and ids above 8 are selectable countries; 3..8 group several. */
export function isSelectableCountry(regionId: number): boolean {
  return (
    regionId === USA_REGION_ID ||
    regionId === CANADA_REGION_ID ||
    regionId > LAST_GROUPING_REGION_ID
  );
}
