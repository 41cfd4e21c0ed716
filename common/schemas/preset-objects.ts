import { z } from 'zod';
import { MATERIALS } from '../domain/density';
import { INORGANIC_CATIONS } from '../domain/inorganic-cations';
import { LabType } from '../domain/labs';
import { ORGANIC_COMPOUND_CODES } from '../domain/organic-compounds';
import { TITRATION_CONTAINERS, TITRATION_MATERIAL_IDS } from '../domain/titration-materials';
import { jsonProblem, text } from './primitives';

/**
 * The `object` of a saved preset, per lab (spec 3 §3). The presets service parses every save
 * with `presetObjectSchema(labType)`: a bad object is a 400 and is never stored; what is stored is
 * the parsed object (unknown keys dropped for the labs described here, kept for the others).
 * The portal's screens and the reference benches read objects with the same schemas.
 */

export const UNKNOWN_TYPES = ['assigned', 'practice'] as const;
export const unknownTypeSchema = z.enum(UNKNOWN_TYPES);
export type UnknownType = z.infer<typeof unknownTypeSchema>;

/** Spec 3 §9 "Procedure types". */
export const PROCEDURE_TYPES = ['docx', 'google', 'pdf', 'other'] as const;
export const procedureSchema = z.object({
  url: z.url({ protocol: /^https?$/, message: 'must be a web address (http or https)' }).max(2000),
  type: z.enum(PROCEDURE_TYPES),
});
export type Procedure = z.infer<typeof procedureSchema>;

/** Spec 3 §9 "Grid unset sentinel 98765". */
export const GRID_UNSET = 98765;

const finite = () => z.number({ message: 'must be a number' }).finite();
const amount = (max: number) =>
  finite().min(0, 'must be 0 or more').max(max, `must be at most ${max}`);
const label = (max = 100) => text().trim().max(max);
const flag = () => z.boolean();

/** What every preset object holds (spec 3 §3 "object (JSON holding name, labName, lab settings, procedure)"). */
const baseShape = {
  name: label(256).min(1, 'must not be empty'),
  labName: label(),
  procedure: procedureSchema.optional(),
};

// ---- Control accessibility (spec 3 §3) ----

export const titrationControlsSchema = z.object({
  pHMeter: flag(),
  conductivityMeter: flag(),
  graph: flag(),
  saveData: flag(),
});
export const organicQualitativeControlsSchema = z.object({
  FTIR: flag(),
  MS: flag(),
  NMR: flag(),
  boilingPoint: flag(),
  CHAnalysis: flag(),
  sampleInfo: flag(),
  spectraLibrary: flag(),
  unknownReporting: flag(),
});
export const organicSynthesisControlsSchema = z.object({
  canAccessSpectraLibrary: flag(),
  canSeeFlaskContents: flag(),
  isFTIRAllowed: flag(),
  isMSAllowed: flag(),
  isNMRAllowed: flag(),
});
/** Density is not in the spec's list; ours: which instruments and the unknown report. */
export const densityControlsSchema = z.object({
  balance: flag(),
  graduatedCylinder: flag(),
  unknownReporting: flag(),
});

// ---- Titrations (spec 3 §3 "Titration advanced customization", §5 bounds) ----

const materialId = z.enum(TITRATION_MATERIAL_IDS, { message: 'is not a titrations material' });

/** One content of a container: `amount` mL of a solution (g on a paper), `value` its M. */
export const titrationContentSchema = z.object({
  id: materialId,
  /** mL of water. */
  water: amount(1000),
  /** mL of the solution, or g of a solid on a paper. */
  amount: amount(1000),
  /** Concentration, M (per-material bounds are checked by `titrationPresetSchema`). */
  value: amount(100),
});
export type TitrationContent = z.infer<typeof titrationContentSchema>;

const container = (maxVolume: number) =>
  z
    .object({
      uuid: z.uuid().optional(),
      /** Capacity, mL. */
      conVol: finite()
        .positive('must be more than 0')
        .max(maxVolume, `must be at most ${maxVolume}`),
      materials: z.array(titrationContentSchema).max(10),
    })
    .superRefine((c, ctx) => {
      c.materials.forEach((m, i) => {
        if (m.water > c.conVol)
          ctx.addIssue({
            code: 'custom',
            path: ['materials', i, 'water'],
            message: `must be at most ${c.conVol}`,
          });
        if (m.amount > c.conVol)
          ctx.addIssue({
            code: 'custom',
            path: ['materials', i, 'amount'],
            message: `must be at most ${c.conVol}`,
          });
      });
    });

export const titrationBottleSchema = z.object({
  uuid: z.uuid(),
  shortName: label(40).min(1, 'must not be empty'),
  /** 0 a solution (concentration in M), 1 a solid (percent weight as 0-1). */
  phase: z.union([z.literal(0), z.literal(1)]),
  concentration: finite().min(0, 'must be 0 or more'),
  min: finite().min(0),
  max: finite().min(0),
  /** The student must find the concentration (it is not shown). */
  unknown: flag(),
  jsonStr: z.object({
    materials: z
      .array(z.object({ id: materialId }))
      .min(1)
      .max(1),
  }),
});
export type TitrationBottle = z.infer<typeof titrationBottleSchema>;

const unknownRef = z.object({ uuid: z.uuid(), unknownType: unknownTypeSchema });

export const titrationPresetSchema = z
  .object({
    ...baseShape,
    controls: titrationControlsSchema,
    /** Meters already in the beaker when the lab opens (their access cannot be turned off). */
    inserted: z.object({ pHMeter: flag(), conductivityMeter: flag() }).optional(),
    bottles: z.array(titrationBottleSchema).max(20),
    beakers: z.array(container(TITRATION_CONTAINERS.beaker)).max(6),
    burets: z.array(container(TITRATION_CONTAINERS.buret)).max(2),
    pipets: z.array(container(TITRATION_CONTAINERS.pipet)).max(2),
    papers: z
      .array(
        z.object({
          uuid: z.uuid().optional(),
          conVol: finite().min(0).max(TITRATION_CONTAINERS.paperMaxGrams),
          materials: z
            .array(
              titrationContentSchema.extend({ amount: amount(TITRATION_CONTAINERS.paperMaxGrams) }),
            )
            .max(1),
        }),
      )
      .max(4),
    cylinders: z.array(container(TITRATION_CONTAINERS.cylinder)).max(2),
    /** The unknown bottles, by uuid, as assigned or practice (spec 3 §3). */
    unknownData: z.object({
      assigned: z.array(unknownRef).max(20),
      practice: z.array(unknownRef).max(20),
    }),
  })
  .superRefine((preset, ctx) => {
    preset.bottles.forEach((b, i) => {
      if (b.min > b.max)
        ctx.addIssue({
          code: 'custom',
          path: ['bottles', i, 'min'],
          message: 'must not exceed max',
        });
      if (b.concentration < b.min || b.concentration > b.max)
        ctx.addIssue({
          code: 'custom',
          path: ['bottles', i, 'concentration'],
          message: `must be between ${b.min} and ${b.max}`,
        });
    });
    const bottles = new Set(preset.bottles.map((b) => b.uuid));
    (['assigned', 'practice'] as const).forEach((list) =>
      preset.unknownData[list].forEach((u, i) => {
        if (!bottles.has(u.uuid))
          ctx.addIssue({
            code: 'custom',
            path: ['unknownData', list, i, 'uuid'],
            message: 'is not a bottle of the preset',
          });
        if (u.unknownType !== (list === 'assigned' ? 'assigned' : 'practice'))
          ctx.addIssue({
            code: 'custom',
            path: ['unknownData', list, i, 'unknownType'],
            message: `must be ${list}`,
          });
      }),
    );
  });
export type TitrationPreset = z.infer<typeof titrationPresetSchema>;

// ---- The other labs with unknowns (spec 3 §3 "Unknown data by lab") ----

export const inorganicPresetSchema = z.object({
  ...baseShape,
  unknownData: z
    .array(
      z.object({
        uuid: z.uuid(),
        type: unknownTypeSchema,
        /** The cations the unknown solution may hold. */
        cations: z.array(z.enum(INORGANIC_CATIONS)).min(1).max(INORGANIC_CATIONS.length),
      }),
    )
    .max(20),
});
export type InorganicPreset = z.infer<typeof inorganicPresetSchema>;

export const calorimetryPresetSchema = z.object({
  ...baseShape,
  unknownsData: z
    .array(
      z.object({
        unknownUUID: z.uuid(),
        unknownType: unknownTypeSchema,
        material: label(100).optional(),
      }),
    )
    .max(20),
});
export type CalorimetryPreset = z.infer<typeof calorimetryPresetSchema>;

export const densityPresetSchema = z.object({
  ...baseShape,
  controls: densityControlsSchema,
  unknownsData: z.object({
    cylinderUnknowns: z
      .array(
        z.object({
          /** Which of the bench's cylinders (1-5) is unknown. */
          cylinder: z.number().int().min(1).max(5),
          unknownType: unknownTypeSchema,
          /** The materials it may be made of (the bench picks one per session). */
          unknownList: z.array(z.enum(MATERIALS)).min(1).max(MATERIALS.length),
        }),
      )
      .max(5)
      .refine(
        (list) => new Set(list.map((c) => c.cylinder)).size === list.length,
        'each cylinder at most once',
      ),
  }),
});
export type DensityPreset = z.infer<typeof densityPresetSchema>;

export const quantumPresetSchema = z.looseObject({
  ...baseShape,
  SDKJSON: z.looseObject({
    unknowns: z.object({
      assignedUnknowns: z.array(label(40)).max(50),
      practiceUnknowns: z.array(label(40)).max(50),
    }),
  }),
});
export type QuantumPreset = z.infer<typeof quantumPresetSchema>;

const reactionSetSchema = z.object({
  rid: label(40).min(1),
  displayName: label(100).min(1),
  /** Reaction-set code -> included. */
  sets: z.record(label(40), flag()),
});

export const organicQualitativePresetSchema = z.object({
  ...baseShape,
  controls: organicQualitativeControlsSchema,
  unknownData: z.object({
    /** 'all': every compound of the lookup may be the unknown; 'custom': only the set below. */
    type: z.enum(['all', 'custom']),
    customUnknownSet: z.array(z.enum(ORGANIC_COMPOUND_CODES)).max(ORGANIC_COMPOUND_CODES.length),
  }),
  reactionSets: z.array(reactionSetSchema).max(20),
  selectedReactionSet: reactionSetSchema.optional(),
});
export type OrganicQualitativePreset = z.infer<typeof organicQualitativePresetSchema>;

export const organicSynthesisPresetSchema = z.object({
  ...baseShape,
  controls: organicSynthesisControlsSchema,
});
export type OrganicSynthesisPreset = z.infer<typeof organicSynthesisPresetSchema>;

// ---- Free Motion and Ramp Motion (spec 3 §3, §5) ----

const limits = z.object({ xMin: finite(), xMax: finite(), yMin: finite(), yMax: finite() });

export const motionPresetSchema = z.object({
  ...baseShape,
  /** 98765 (GRID_UNSET) means unset; choosing an x max clears the y max and vice versa. */
  gridLimits: limits,
  gridData: limits,
  json: z.object({
    grid: z.object({
      /** Scale: auto (true) or fixed. */
      auto: flag(),
      /** Stop at the edge or at the centre of the object. */
      limitsBySize: z.enum(['edge', 'centre']),
    }),
  }),
});
export type MotionPreset = z.infer<typeof motionPresetSchema>;

/** Gases: the lab's own settings are kept as they come (no customization popup). */
export const gasesPresetSchema = z.looseObject(baseShape);

/** Spec 3 §5 "Saved presets can be created for ...": the labs whose presets the service keeps. */
export const PRESET_SCHEMAS = {
  [LabType.Quantum]: quantumPresetSchema,
  [LabType.Gases]: gasesPresetSchema,
  [LabType.Inorganic]: inorganicPresetSchema,
  [LabType.Calorimetry]: calorimetryPresetSchema,
  [LabType.Titrations]: titrationPresetSchema,
  [LabType.OrganicQualitative]: organicQualitativePresetSchema,
  [LabType.OrganicSynthesis]: organicSynthesisPresetSchema,
  [LabType.Density]: densityPresetSchema,
  [LabType.FreeMotion]: motionPresetSchema,
  [LabType.RampMotion]: motionPresetSchema,
} as const;

export type PresetLabType = keyof typeof PRESET_SCHEMAS;
export const PRESET_LAB_TYPES = Object.keys(PRESET_SCHEMAS).map(Number) as PresetLabType[];

export const hasPresets = (labType: number): labType is PresetLabType =>
  Object.hasOwn(PRESET_SCHEMAS, labType);

/** Spec 3 §5 "Customization is supported for ...". */
export const CUSTOMIZABLE_LAB_TYPES: readonly number[] = [
  LabType.Inorganic,
  LabType.Titrations,
  LabType.OrganicQualitative,
  LabType.OrganicSynthesis,
  LabType.Density,
  LabType.FreeMotion,
  LabType.RampMotion,
];

/** The schema of a lab's preset objects, or undefined when the lab keeps no presets. */
export function presetObjectSchema(labType: number) {
  return hasPresets(labType) ? PRESET_SCHEMAS[labType] : undefined;
}

export type PresetObjectProblem = { path: string; message: string };

/**
 * Parses a preset's JSON text for its lab: the object to store, or what is wrong (each problem
 * with its path, e.g. `bottles.0.concentration`).
 */
export function parsePresetObject(
  labType: number,
  json: string,
): { ok: true; object: Record<string, unknown> } | { ok: false; problems: PresetObjectProblem[] } {
  const schema = presetObjectSchema(labType);
  if (!schema)
    return { ok: false, problems: [{ path: 'labType', message: 'this lab keeps no presets' }] };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, problems: [{ path: 'object', message: 'must be JSON text' }] };
  }
  const problem = jsonProblem(value);
  if (problem)
    return { ok: false, problems: [{ path: problem.path.join('.'), message: problem.message }] };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, object: parsed.data as Record<string, unknown> };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    })),
  };
}
