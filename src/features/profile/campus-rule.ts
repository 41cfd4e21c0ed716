/** Spec 1 §2: the campus dropdown of the profile. */
export interface CampusChoice {
  id: number;
  locationName: string;
  isMain: boolean;
}

/** Shown only when there is more than one campus or a campus that is not the main one. */
export function showsCampusDropdown(campuses: readonly CampusChoice[]): boolean {
  return campuses.length > 1 || campuses.some((campus) => !campus.isMain);
}

/** With the dropdown hidden, the school's only campus (its main one) is the choice. */
export function implicitCampus(campuses: readonly CampusChoice[]): number | null {
  return !showsCampusDropdown(campuses) && campuses[0] ? campuses[0].id : null;
}

/** The main campus is labelled 'Main Campus' (in the interface language). */
export function campusLabel(campus: CampusChoice, mainCampusLabel: string): string {
  return campus.isMain ? mainCampusLabel : campus.locationName;
}
