/** Reference places of the demo: regions, countries, states and a handful of schools. */

/** Spec 1 §9: USA (1), Canada (2) and ids above 8 are selectable countries; 3..8 are not. */
export const REGIONS = [
  { id: 1, name: 'USA' },
  { id: 2, name: 'Canada' },
  { id: 3, name: 'Europe' },
  { id: 4, name: 'Latin America' },
  { id: 5, name: 'Asia' },
  { id: 6, name: 'Africa' },
  { id: 7, name: 'Oceania' },
  { id: 8, name: 'Middle East' },
  { id: 9, name: 'Mexico' },
  { id: 10, name: 'Brazil' },
  { id: 11, name: 'Spain' },
  { id: 12, name: 'United Kingdom' },
] as const;

export const COUNTRIES = [
  { id: 1, name: 'USA', code: 'US', regionId: 1 },
  { id: 2, name: 'Canada', code: 'CA', regionId: 2 },
  { id: 3, name: 'Mexico', code: 'MX', regionId: 9 },
  { id: 4, name: 'Brazil', code: 'BR', regionId: 10 },
  { id: 5, name: 'Spain', code: 'ES', regionId: 11 },
  { id: 6, name: 'United Kingdom', code: 'GB', regionId: 12 },
] as const;

type CountryCode = (typeof COUNTRIES)[number]['code'];

/** Subdivisions with their ISO 3166-2 codes (without the country prefix). */
export const STATES: readonly { country: CountryCode; name: string; code: string }[] = [
  { country: 'US', name: 'California', code: 'CA' },
  { country: 'US', name: 'Texas', code: 'TX' },
  { country: 'US', name: 'New York', code: 'NY' },
  { country: 'US', name: 'Florida', code: 'FL' },
  { country: 'US', name: 'Illinois', code: 'IL' },
  { country: 'US', name: 'Oregon', code: 'OR' },
  { country: 'CA', name: 'Ontario', code: 'ON' },
  { country: 'CA', name: 'British Columbia', code: 'BC' },
  { country: 'CA', name: 'Quebec', code: 'QC' },
  { country: 'CA', name: 'Alberta', code: 'AB' },
  { country: 'MX', name: 'Jalisco', code: 'JAL' },
  { country: 'MX', name: 'Nuevo León', code: 'NLE' },
  { country: 'BR', name: 'São Paulo', code: 'SP' },
  { country: 'BR', name: 'Rio de Janeiro', code: 'RJ' },
  { country: 'ES', name: 'Madrid', code: 'MD' },
  { country: 'ES', name: 'Catalonia', code: 'CT' },
  { country: 'GB', name: 'England', code: 'ENG' },
  { country: 'GB', name: 'Scotland', code: 'SCT' },
];

export interface DemoInstitution {
  name: string;
  type: string;
  level: string;
  city: string;
  country: CountryCode;
  /** A STATES name of that country. */
  state: string;
  url: string;
  /** The first is the main campus, unless `hasMainCampus` is false. */
  campuses: readonly string[];
  /** False for a school whose only campuses are satellites (the profile shows the dropdown). */
  hasMainCampus?: false;
}

/** The demo users' school comes first; the others fill the school-selection screens. */
export const DEMO_SCHOOL_NAME = 'Riverside Community College';

export const INSTITUTIONS: readonly DemoInstitution[] = [
  {
    name: DEMO_SCHOOL_NAME,
    type: 'college',
    level: 'Higher Education',
    city: 'Riverside',
    country: 'US',
    state: 'California',
    url: 'https://riverside.example.edu',
    campuses: ['Main Campus', 'North Campus'],
  },
  {
    name: 'Lakeview High School',
    type: 'school',
    level: 'High School',
    city: 'Austin',
    country: 'US',
    state: 'Texas',
    url: 'https://lakeview.example.org',
    campuses: ['Main Campus'],
  },
  {
    name: 'Maple Leaf Secondary School',
    type: 'school',
    level: 'High School',
    city: 'Toronto',
    country: 'CA',
    state: 'Ontario',
    url: 'https://mapleleaf.example.ca',
    campuses: ['Main Campus', 'East Campus'],
  },
  {
    name: 'Preparatoria Jalisco',
    type: 'school',
    level: 'High School',
    city: 'Guadalajara',
    country: 'MX',
    state: 'Jalisco',
    url: 'https://prepajalisco.example.mx',
    campuses: ['Campus Centro', 'Campus Zapopan'],
  },
  {
    name: 'Harbor Bay University',
    type: 'university',
    level: 'Higher Education',
    city: 'Tampa',
    country: 'US',
    state: 'Florida',
    url: 'https://harborbay.example.edu',
    campuses: ['Main Campus'],
  },
  {
    name: 'Hudson State College',
    type: 'college',
    level: 'Higher Education',
    city: 'Albany',
    country: 'US',
    state: 'New York',
    url: 'https://hudsonstate.example.edu',
    campuses: ['Main Campus', 'Brooklyn Campus', 'Buffalo Campus'],
  },
  {
    name: 'Lincoln Park Academy',
    type: 'school',
    level: 'High School',
    city: 'Chicago',
    country: 'US',
    state: 'Illinois',
    url: 'https://lincolnpark.example.org',
    campuses: ['Main Campus'],
  },
  {
    name: 'Cascade Valley High School',
    type: 'school',
    level: 'High School',
    city: 'Portland',
    country: 'US',
    state: 'Oregon',
    url: 'https://cascadevalley.example.org',
    campuses: ['Main Campus'],
  },
  {
    name: 'Golden Gate Online Academy',
    type: 'school',
    level: 'High School',
    city: 'San Francisco',
    country: 'US',
    state: 'California',
    url: 'https://goldengate.example.org',
    campuses: ['Online Campus'],
    hasMainCampus: false,
  },
  {
    name: 'Pacific Ridge College',
    type: 'college',
    level: 'Higher Education',
    city: 'Vancouver',
    country: 'CA',
    state: 'British Columbia',
    url: 'https://pacificridge.example.ca',
    campuses: ['Main Campus', 'Surrey Campus'],
  },
  {
    name: 'Collège Saint-Laurent',
    type: 'college',
    level: 'Higher Education',
    city: 'Montréal',
    country: 'CA',
    state: 'Quebec',
    url: 'https://saintlaurent.example.ca',
    campuses: ['Main Campus'],
  },
  {
    name: 'Colégio Bandeirantes Digital',
    type: 'school',
    level: 'High School',
    city: 'São Paulo',
    country: 'BR',
    state: 'São Paulo',
    url: 'https://bandeirantes.example.br',
    campuses: ['Main Campus', 'Unidade Paulista'],
  },
  {
    name: 'Instituto Ciencias Madrid',
    type: 'school',
    level: 'High School',
    city: 'Madrid',
    country: 'ES',
    state: 'Madrid',
    url: 'https://cienciasmadrid.example.es',
    campuses: ['Main Campus'],
  },
];
