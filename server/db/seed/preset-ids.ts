/**
 * Fixed uuids of the demo presets, so activities, e2e tests and documentation can point at them.
 * System presets (owner SYSTEM) per lab; then the demo instructor's own saved presets.
 */
export const SYSTEM_PRESET_IDS = {
  titrationStrongStrong: '0b7e5a10-8c1d-4e2f-9a01-000000000001',
  titrationWeakStrong: '0b7e5a10-8c1d-4e2f-9a01-000000000002',
  titrationKhp: '0b7e5a10-8c1d-4e2f-9a01-000000000003',
  densityUnknownSolids: '0b7e5a10-8c1d-4e2f-9a01-000000000011',
  densityFloatOrSink: '0b7e5a10-8c1d-4e2f-9a01-000000000012',
  inorganicGroupOne: '0b7e5a10-8c1d-4e2f-9a01-000000000021',
  inorganicUnknownMixture: '0b7e5a10-8c1d-4e2f-9a01-000000000022',
  calorimetryUnknownMetal: '0b7e5a10-8c1d-4e2f-9a01-000000000031',
  quantumEmissionSpectra: '0b7e5a10-8c1d-4e2f-9a01-000000000041',
  gasesBoyle: '0b7e5a10-8c1d-4e2f-9a01-000000000051',
  organicQualitativeAlcohols: '0b7e5a10-8c1d-4e2f-9a01-000000000061',
  organicSynthesisEster: '0b7e5a10-8c1d-4e2f-9a01-000000000071',
  freeMotionProjectile: '0b7e5a10-8c1d-4e2f-9a01-000000000081',
  rampMotionFriction: '0b7e5a10-8c1d-4e2f-9a01-000000000091',
} as const;

/** The demo instructor's (Irene Novak's) own saved presets. */
export const INSTRUCTOR_PRESET_IDS = {
  titration: '0b7e5a10-8c1d-4e2f-9a02-000000000001',
  density: '0b7e5a10-8c1d-4e2f-9a02-000000000002',
  inorganic: '0b7e5a10-8c1d-4e2f-9a02-000000000003',
} as const;
