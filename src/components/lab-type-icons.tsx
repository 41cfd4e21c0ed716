import { LabType } from '@common/domain/labs';
import { icon } from './icons';

/**
 * One icon per lab type of spec 2 §3, and the full-bundle icon for any other value. Drawn after
 * Tabler Icons (MIT) like icons.tsx; a file of its own so the app shell does not carry them.
 */
type Icon = ReturnType<typeof icon>;

const draw = (paths: string[]): Icon => icon(paths);

/** The full bundle (several products): for any lab type the spec does not list. */
export const IconFullBundle = /* @__PURE__ */ draw([
  'M7 16.5l-5 -3l5 -3l5 3v5.5l-5 3l0 -5.5',
  'M2 13.5v5.5l5 3',
  'M7 16.545l5 -3.03',
  'M17 16.5l-5 -3l5 -3l5 3v5.5l-5 3l0 -5.5',
  'M12 19l5 3',
  'M17 16.5l5 -3',
  'M12 13.5v-5.5l-5 -3l5 -3l5 3v5.5',
  'M7 5.03v5.455',
  'M12 8l5 -3',
]);

const LAB_TYPE_ICONS = new Map<number, Icon>([
  [
    LabType.Titrations,
    /* @__PURE__ */ draw([
      'M7.502 19.423c2.602 2.105 6.395 2.105 8.996 0c2.602 -2.105 3.262 -5.708 1.566 -8.546l-4.89 -7.26c-.42 -.625 -1.287 -.803 -1.936 -.397a1.376 1.376 0 0 0 -.41 .397l-4.893 7.26c-1.695 2.838 -1.035 6.441 1.567 8.546',
    ]),
  ],
  [
    LabType.Inorganic,
    /* @__PURE__ */ draw([
      'M20 8.04l-12.122 12.124a2.857 2.857 0 1 1 -4.041 -4.04l12.122 -12.124',
      'M7 13h8',
      'M19 15l1.5 1.6a2 2 0 1 1 -3 0l1.5 -1.6',
      'M15 3l6 6',
    ]),
  ],
  [
    LabType.Gases,
    /* @__PURE__ */ draw([
      'M12.4 3a5.34 5.34 0 0 1 4.906 3.239a5.333 5.333 0 0 1 -1.195 10.6a4.26 4.26 0 0 1 -5.28 1.863l-3.831 2.298v-3.134a2.668 2.668 0 0 1 -1.795 -3.773a4.8 4.8 0 0 1 2.908 -8.933a5.33 5.33 0 0 1 4.287 -2.16',
    ]),
  ],
  [
    LabType.Calorimetry,
    /* @__PURE__ */ draw(['M10 13.5a4 4 0 1 0 4 0v-8.5a2 2 0 0 0 -4 0v8.5', 'M10 9l4 0']),
  ],
  [
    LabType.Quantum,
    /* @__PURE__ */ draw([
      'M12 12v.01',
      'M19.071 4.929c-1.562 -1.562 -6 .337 -9.9 4.243c-3.905 3.905 -5.804 8.337 -4.242 9.9c1.562 1.561 6 -.338 9.9 -4.244c3.905 -3.905 5.804 -8.337 4.242 -9.9',
      'M4.929 4.929c-1.562 1.562 .337 6 4.243 9.9c3.905 3.905 8.337 5.804 9.9 4.242c1.561 -1.562 -.338 -6 -4.244 -9.9c-3.905 -3.905 -8.337 -5.804 -9.9 -4.242',
    ]),
  ],
  [
    LabType.OrganicQualitative,
    /* @__PURE__ */ draw([
      'M9 3l6 0',
      'M10 9l4 0',
      'M10 3v6l-4 11a.7 .7 0 0 0 .5 1h11a.7 .7 0 0 0 .5 -1l-4 -11v-6',
    ]),
  ],
  [
    LabType.OrganicSynthesis,
    /* @__PURE__ */ draw([
      'M6.1 15h11.8',
      'M14 3v7.342a6 6 0 0 1 1.318 10.658h-6.635a6 6 0 0 1 1.317 -10.66v-7.34h4',
      'M9 3h6',
    ]),
  ],
  [
    LabType.Density,
    /* @__PURE__ */ draw([
      'M7 20l10 0',
      'M6 6l6 -1l6 1',
      'M12 3l0 17',
      'M9 12l-3 -6l-3 6a3 3 0 0 0 6 0',
      'M21 12l-3 -6l-3 6a3 3 0 0 0 6 0',
    ]),
  ],
  [
    LabType.Physics,
    /* @__PURE__ */ draw([
      'M19.875 12c.621 0 1.125 .512 1.125 1.143v5.714c0 .631 -.504 1.143 -1.125 1.143h-15.875a1 1 0 0 1 -1 -1v-5.857c0 -.631 .504 -1.143 1.125 -1.143h15.75',
      'M9 12v2',
      'M6 12v3',
      'M12 12v3',
      'M18 12v3',
      'M15 12v2',
      'M3 3v4',
      'M3 5h18',
      'M21 3v4',
    ]),
  ],
  [
    LabType.Microscopy,
    /* @__PURE__ */ draw([
      'M5 21h14',
      'M6 18h2',
      'M7 18v3',
      'M9 11l3 3l6 -6l-3 -3l-6 6',
      'M10.5 12.5l-1.5 1.5',
      'M17 3l3 3',
      'M12 21a6 6 0 0 0 3.715 -10.712',
    ]),
  ],
  [
    LabType.Genetics,
    /* @__PURE__ */ draw([
      'M14.828 14.828a4 4 0 1 0 -5.656 -5.656a4 4 0 0 0 5.656 5.656',
      'M9.172 20.485a4 4 0 1 0 -5.657 -5.657',
      'M14.828 3.515a4 4 0 0 0 5.657 5.657',
    ]),
  ],
  [
    LabType.Ecology,
    /* @__PURE__ */ draw([
      'M7 15h10v4a2 2 0 0 1 -2 2h-6a2 2 0 0 1 -2 -2v-4',
      'M12 9a6 6 0 0 0 -6 -6h-3v2a6 6 0 0 0 6 6h3',
      'M12 11a6 6 0 0 1 6 -6h3v1a6 6 0 0 1 -6 6h-3',
      'M12 15l0 -6',
    ]),
  ],
  [
    LabType.MolecularBiology,
    /* @__PURE__ */ draw([
      'M17 3v1c-.01 3.352 -1.68 6.023 -5.008 8.014c-3.328 1.99 3.336 -2 .008 -.014c-3.328 1.99 -5 4.662 -5.008 8.014v1',
      'M17 21.014v-1c-.01 -3.352 -1.68 -6.023 -5.008 -8.014c-3.328 -1.99 3.336 2 .008 .014c-3.328 -1.991 -5 -4.662 -5.008 -8.014v-1',
      'M7 4h10',
      'M7 20h10',
      'M8 8h8',
      'M8 16h8',
    ]),
  ],
  [
    LabType.Systematics,
    /* @__PURE__ */ draw([
      'M10 5a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
      'M3 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
      'M17 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
      'M6.5 17.5l5.5 -4.5l5.5 4.5',
      'M12 7l0 6',
    ]),
  ],
  [
    LabType.FreeMotion,
    /* @__PURE__ */ draw([
      'M22 12a10 10 0 1 0 -20 0',
      'M22 12c0 -1.66 -1.46 -3 -3.25 -3c-1.8 0 -3.25 1.34 -3.25 3c0 -1.66 -1.57 -3 -3.5 -3s-3.5 1.34 -3.5 3c0 -1.66 -1.46 -3 -3.25 -3c-1.8 0 -3.25 1.34 -3.25 3',
      'M2 12l10 10l-3.5 -10',
      'M15.5 12l-3.5 10l10 -10',
    ]),
  ],
  [
    LabType.RampMotion,
    /* @__PURE__ */ draw([
      'M5 15a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
      'M15 15a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
      'M3 9a2 1 0 0 0 2 1h14a2 1 0 0 0 2 -1',
    ]),
  ],
  [
    LabType.Collisions,
    /* @__PURE__ */ draw([
      'M8 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
      'M7 6l4 5h1a2 2 0 0 1 2 2v4h-2m-4 0h-5m0 -6h8m-6 0v-5m2 0h-4',
      'M14 8v-2',
      'M19 12h2',
      'M17.5 15.5l1.5 1.5',
      'M17.5 8.5l1.5 -1.5',
    ]),
  ],
  [
    LabType.SolarSystem,
    /* @__PURE__ */ draw([
      'M18.816 13.58c2.292 2.138 3.546 4 3.092 4.9c-.745 1.46 -5.783 -.259 -11.255 -3.838c-5.47 -3.579 -9.304 -7.664 -8.56 -9.123c.464 -.91 2.926 -.444 5.803 .805',
      'M5 12a7 7 0 1 0 14 0a7 7 0 1 0 -14 0',
    ]),
  ],
  [
    LabType.Optics,
    /* @__PURE__ */ draw([
      'M4.731 19h11.539a1 1 0 0 0 .866 -1.5l-5.769 -10a1 1 0 0 0 -1.732 0l-5.769 10a1 1 0 0 0 .865 1.5',
      'M2 13h4.45',
      'M18 5l-4.5 6',
      'M22 9l-7.75 3.25',
      'M22 15l-7 -1.5',
    ]),
  ],
  [LabType.Circuits, /* @__PURE__ */ draw(['M2 12h2l2 -5l3 10l3 -10l3 10l3 -10l1.5 5h2.5'])],
  [
    LabType.Portal,
    /* @__PURE__ */ draw([
      'M6 4h11a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-11a1 1 0 0 1 -1 -1v-14a1 1 0 0 1 1 -1m3 0v18',
      'M13 8l2 0',
      'M13 12l2 0',
    ]),
  ],
]);

export function labTypeIcon(labType: number): Icon {
  return LAB_TYPE_ICONS.get(labType) ?? IconFullBundle;
}

/** The icon of a lab type, drawn at `size` (decorative, like every icon here). */
export function LabTypeIcon({ labType, size }: { labType: number; size?: number }) {
  return labTypeIcon(labType)({ size });
}
