import type { UnknownType } from '@common/schemas/preset-objects';
import type { Meter } from './bench-state';

/** The bench's texts, in English and Spanish (from `lang`, like the density bench). */
export type BenchLanguage = 'en' | 'es';

export function benchLanguage(lang: string | null): BenchLanguage {
  return lang?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

const en = {
  title: 'Titrations bench',
  intro:
    'Pipette a sample into the beaker, put a meter in it, then add the titrant from the burette and watch the pH change.',
  leave: 'Leave lab',
  connecting: 'Connecting to Lab Portal…',
  connected: (name: string) => `Recording to the lab book of ${name}.`,
  standalone: 'Not opened from Lab Portal: nothing you do here is recorded.',
  decimalMark: '.',
  turnedOff: "Turned off by your instructor's preset",
  presetApplied: (name: string) => `Preset: ${name}`,
  presetOtherLab: 'The preset is for another lab, so the bench opens with its default setup.',
  presetBad: 'The preset could not be read, so the bench opens with its default setup.',
  materials: {
    water: 'Distilled water',
    hcl: 'Hydrochloric acid',
    hno3: 'Nitric acid',
    'acetic-acid': 'Acetic acid',
    naoh: 'Sodium hydroxide',
    koh: 'Potassium hydroxide',
    ammonia: 'Ammonia',
    khp: 'Potassium hydrogen phthalate',
  } as Record<string, string>,
  bottles: 'Bottles',
  concentrationOf: (name: string) => `Concentration of ${name}`,
  unknown: (type: UnknownType | null): string =>
    type === 'assigned'
      ? 'Unknown (assigned)'
      : type === 'practice'
        ? 'Unknown (practice)'
        : 'Unknown',
  purity: (percent: string) => `${percent} % pure (solid)`,
  pipet: 'Volumetric pipette',
  pipetVolume: 'Pipette volume',
  pipetInto: (name: string, volume: string) => `Pipette ${volume} mL of ${name} into the beaker`,
  pipetShort: 'Pipette',
  fillBuret: (name: string) => `Fill the burette with ${name}`,
  fillShort: 'Fill the burette',
  paperMass: (name: string) => `Mass of ${name} on the weighing paper (g)`,
  addSolid: (name: string) => `Add the ${name} on the weighing paper to the beaker`,
  addSolidShort: (name: string) => `Add the ${name}`,
  badMass: 'Enter a mass in grams above 0, for example 0.510.',
  buret: 'Burette (50 mL)',
  buretReading: 'Burette reading',
  buretHolds: (name: string | null, volume: string) =>
    name ? `Holds ${volume} mL of ${name}.` : 'Empty: fill it from a bottle.',
  addDrop: 'Add 1 drop (0.05 mL) from the burette',
  addVolume: (volume: string) => `Add ${volume} mL from the burette`,
  typedVolume: 'Volume to add (mL)',
  addTyped: 'Add this volume from the burette',
  badVolume: 'Enter a volume in mL above 0, for example 2.5.',
  beaker: 'Beaker (250 mL)',
  beakerVolume: 'Beaker volume',
  emptyBeaker: 'Empty the beaker',
  meters: 'Meters',
  meterName: { pHMeter: 'pH meter', conductivityMeter: 'conductivity meter' } as Record<
    Meter,
    string
  >,
  meterTitle: { pHMeter: 'pH meter', conductivityMeter: 'Conductivity meter' } as Record<
    Meter,
    string
  >,
  reading: { pHMeter: 'pH reading', conductivityMeter: 'Conductivity reading' } as Record<
    Meter,
    string
  >,
  insert: (meter: string) => `Insert the ${meter} into the beaker`,
  remove: (meter: string) => `Remove the ${meter} from the beaker`,
  noReading: 'No reading: the meter is not in a filled beaker.',
  calibrate: 'Calibrate the pH meter with the pH 4, 7 and 10 buffers',
  calibrated: 'Calibrated with the pH 4, 7 and 10 buffers.',
  notCalibrated: 'Not calibrated yet: its readings may be off.',
  graph: 'Titration curve',
  graphAlt: (points: number, from: string, to: string) =>
    `Titration curve, pH against burette volume: ${points} points, pH from ${from} to ${to}. The table below lists them.`,
  graphEmpty: 'Titration curve: no points yet.',
  table: 'Titration data',
  colVolume: 'Burette volume added (mL)',
  colPH: 'pH',
  colConductivity: 'Conductivity (mS/cm)',
  noData: 'No data yet: put a meter in the beaker and add from the burette.',
  dataTitle: 'Save data',
  saveData: 'Save data to the lab book',
  dataSaved: 'Data saved in your lab book.',
  dataWaiting: 'Waiting for Lab Portal; the data is sent as soon as it answers.',
  dataFailed: (reason: string) => `The data was not saved: ${reason}`,
  notes: 'Notes',
  notesHint: 'Your note goes to your lab book. Ctrl+Enter adds it.',
  addNote: 'Add to lab book',
  noteSaved: 'Note saved in your lab book.',
  noteWaiting: 'Waiting for Lab Portal; the note is sent as soon as it answers.',
  noteFailed: (reason: string) => `The note was not saved: ${reason}`,
};

export type Texts = typeof en;

const es: Texts = {
  title: 'Banco de valoraciones',
  intro:
    'Pipetea una muestra al vaso, pon un medidor en él, añade el valorante desde la bureta y observa cómo cambia el pH.',
  leave: 'Salir del laboratorio',
  connecting: 'Conectando con Lab Portal…',
  connected: (name) => `Registrando en el cuaderno de ${name}.`,
  standalone: 'No se abrió desde Lab Portal: nada de lo que hagas aquí se registra.',
  decimalMark: ',',
  turnedOff: 'Desactivado por la configuración de tu profesor',
  presetApplied: (name) => `Configuración: ${name}`,
  presetOtherLab:
    'La configuración es de otro laboratorio; el banco se abre con su configuración por defecto.',
  presetBad: 'No se pudo leer la configuración; el banco se abre con su configuración por defecto.',
  materials: {
    water: 'Agua destilada',
    hcl: 'Ácido clorhídrico',
    hno3: 'Ácido nítrico',
    'acetic-acid': 'Ácido acético',
    naoh: 'Hidróxido de sodio',
    koh: 'Hidróxido de potasio',
    ammonia: 'Amoníaco',
    khp: 'Ftalato ácido de potasio',
  },
  bottles: 'Frascos',
  concentrationOf: (name) => `Concentración de ${name}`,
  unknown: (type) =>
    type === 'assigned'
      ? 'Desconocida (asignada)'
      : type === 'practice'
        ? 'Desconocida (de práctica)'
        : 'Desconocida',
  purity: (percent) => `${percent} % de pureza (sólido)`,
  pipet: 'Pipeta aforada',
  pipetVolume: 'Volumen de la pipeta',
  pipetInto: (name, volume) => `Pipetear ${volume} mL de ${name} al vaso`,
  pipetShort: 'Pipetear',
  fillBuret: (name) => `Llenar la bureta con ${name}`,
  fillShort: 'Llenar la bureta',
  paperMass: (name) => `Masa de ${name} en el papel de pesar (g)`,
  addSolid: (name) => `Añadir al vaso el ${name} del papel de pesar`,
  addSolidShort: () => 'Añadir al vaso',
  badMass: 'Escribe una masa en gramos mayor que 0, por ejemplo 0,510.',
  buret: 'Bureta (50 mL)',
  buretReading: 'Lectura de la bureta',
  buretHolds: (name, volume) =>
    name ? `Contiene ${volume} mL de ${name}.` : 'Vacía: llénala desde un frasco.',
  addDrop: 'Añadir 1 gota (0,05 mL) desde la bureta',
  addVolume: (volume) => `Añadir ${volume} mL desde la bureta`,
  typedVolume: 'Volumen a añadir (mL)',
  addTyped: 'Añadir este volumen desde la bureta',
  badVolume: 'Escribe un volumen en mL mayor que 0, por ejemplo 2,5.',
  beaker: 'Vaso de precipitados (250 mL)',
  beakerVolume: 'Volumen del vaso',
  emptyBeaker: 'Vaciar el vaso',
  meters: 'Medidores',
  meterName: { pHMeter: 'pHmetro', conductivityMeter: 'conductímetro' },
  meterTitle: { pHMeter: 'pHmetro', conductivityMeter: 'Conductímetro' },
  reading: { pHMeter: 'Lectura de pH', conductivityMeter: 'Lectura de conductividad' },
  insert: (meter) => `Introducir el ${meter} en el vaso`,
  remove: (meter) => `Sacar el ${meter} del vaso`,
  noReading: 'Sin lectura: el medidor no está en un vaso con líquido.',
  calibrate: 'Calibrar el pHmetro con los tampones de pH 4, 7 y 10',
  calibrated: 'Calibrado con los tampones de pH 4, 7 y 10.',
  notCalibrated: 'Sin calibrar: sus lecturas pueden no ser exactas.',
  graph: 'Curva de valoración',
  graphAlt: (points, from, to) =>
    `Curva de valoración, pH frente al volumen de bureta: ${points} puntos, pH de ${from} a ${to}. La tabla de abajo los recoge.`,
  graphEmpty: 'Curva de valoración: aún no hay puntos.',
  table: 'Datos de la valoración',
  colVolume: 'Volumen añadido de bureta (mL)',
  colPH: 'pH',
  colConductivity: 'Conductividad (mS/cm)',
  noData: 'Aún no hay datos: pon un medidor en el vaso y añade desde la bureta.',
  dataTitle: 'Guardar datos',
  saveData: 'Guardar los datos en el cuaderno',
  dataSaved: 'Datos guardados en tu cuaderno de laboratorio.',
  dataWaiting: 'Esperando a Lab Portal; los datos se envían en cuanto responda.',
  dataFailed: (reason) => `Los datos no se guardaron: ${reason}`,
  notes: 'Notas',
  notesHint: 'Tu nota va a tu cuaderno de laboratorio. Ctrl+Intro la añade.',
  addNote: 'Añadir al cuaderno',
  noteSaved: 'Nota guardada en tu cuaderno de laboratorio.',
  noteWaiting: 'Esperando a Lab Portal; la nota se envía en cuanto responda.',
  noteFailed: (reason) => `La nota no se guardó: ${reason}`,
};

export const TEXTS: Record<BenchLanguage, Texts> = { en, es };

/** A number with fixed decimals and the language's decimal mark. */
export function formatNumber(value: number, t: Texts, decimals: number): string {
  return value.toFixed(decimals).replace('.', t.decimalMark);
}

/** A typed number with a dot or a comma; null when it is not a positive number. */
export function parseAmount(text: string): number | null {
  const value = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}
