/** Query keys of school selection: public reference data, the same for every user. */
export const placesQueries = {
  all: ['places'] as const,
  regions: () => [...placesQueries.all, 'regions'] as const,
  states: (country: number) => [...placesQueries.all, 'states', country] as const,
  schools: (state: number, country: number) =>
    [...placesQueries.all, 'schools', state, country] as const,
  campuses: (state: number, school: number) =>
    [...placesQueries.all, 'campuses', state, school] as const,
  campus: (campusId: number) => [...placesQueries.all, 'campus', campusId] as const,
};

/** `{state}` 0: a country without states (its schools have none). */
export const NO_STATE = 0;
