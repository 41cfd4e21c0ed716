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
    const [{ z }, places] = await Promise.all([import('zod'), import('@common/schemas/places')]);
    const schemas = {
      states: z.array(places.stateSchema),
      schools: z.array(places.schoolSchema),
      campuses: z.array(places.campusSchema),
      campus: places.campusDetailSchema,
    };
    return schemas[kind].parse(data) as ParsedPlaces[K];
  };
}
