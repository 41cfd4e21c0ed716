import { loadContract } from '@/lib/contract';
import type { Campus, CampusDetail, School, State } from '@common/schemas/places';

interface ParsedPlaces {
  states: State[];
  schools: School[];
  campuses: Campus[];
  campus: CampusDetail;
}

/** Parsers of the school-selection answers; zod loads on first use, not with the app shell. */
export function placesParser<K extends keyof ParsedPlaces>(kind: K) {
  return async (data: unknown): Promise<ParsedPlaces[K]> => {
    const [{ arrayOf }, places] = await Promise.all([
      loadContract(),
      import('@common/schemas/places'),
    ]);
    const schemas = {
      states: arrayOf(places.stateSchema),
      schools: arrayOf(places.schoolSchema),
      campuses: arrayOf(places.campusSchema),
      campus: places.campusDetailSchema,
    };
    return schemas[kind].parse(data) as ParsedPlaces[K];
  };
}
