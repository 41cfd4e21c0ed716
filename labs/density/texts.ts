import type { Material } from '@common/domain/density';
import type { Place } from './bench-state';

/** The bench's texts. Statements exist in English and Spanish (spec 2), so does the bench. */
export type BenchLanguage = 'en' | 'es';

export function benchLanguage(lang: string | null): BenchLanguage {
  return lang?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export interface Texts {
  title: string;
  intro: string;
  leave: string;
  cylinders: string;
  cylinder: (n: number) => string;
  materials: Record<Material, string>;
  size: (diameter: string, height: string) => string;
  where: Record<Place, string>;
  /** Accessible names of the place buttons. */
  put: Record<Place, (n: number) => string>;
  /** Short visible labels of the same buttons. */
  short: Record<Place, string>;
  balance: string;
  balanceReading: string;
  graduatedCylinder: string;
  waterLevel: string;
  oneAtATime: string;
  notes: string;
  notesHint: string;
  addNote: string;
  noteSaved: string;
  noteWaiting: string;
  noteFailed: (reason: string) => string;
  connecting: string;
  connected: (name: string) => string;
  earlierSessions: string;
  noEarlierSessions: string;
  earlierSession: (when: string, duration: string, notes: number) => string;
  addPdf: string;
  pdfSaved: string;
  pdfClosed: string;
  standalone: string;
  decimalMark: string;
  /** A preset's unknown cylinder: its material is not named. */
  unknownName: (letter: string, type: 'assigned' | 'practice') => string;
  /** Shown where a control turned off by the preset would be. */
  turnedOff: string;
  presetApplied: (name: string) => string;
  presetOtherLab: string;
  presetBad: string;
  /** "Report an unknown" (unknown-report.ts). */
  unknown: {
    title: string;
    hint: string;
    cylinder: string;
    density: string;
    send: string;
    saved: string;
    waiting: string;
    failed: (reason: string) => string;
    badDensity: string;
    /** In the lab book: the report's heading and its line. */
    heading: string;
    line: (cylinder: number, density: string) => string;
  };
}

const en: Texts = {
  title: 'Density bench',
  intro:
    'Weigh each cylinder on the balance, then lower it into the graduated cylinder and read how far the water rises. Density = mass / volume.',
  leave: 'Leave lab',
  cylinders: 'Cylinders',
  cylinder: (n) => `Cylinder ${n}`,
  materials: {
    steel: 'Steel',
    wood: 'Wood (oak)',
    plastic: 'Plastic (HDPE)',
    cement: 'Cement',
    rubber: 'Rubber',
  },
  size: (d, h) => `Diameter ${d} cm, height ${h} cm`,
  where: {
    bench: 'On the bench',
    balance: 'On the balance',
    'graduated-cylinder': 'In the graduated cylinder',
  },
  put: {
    bench: (n) => `Put cylinder ${n} back on the bench`,
    balance: (n) => `Put cylinder ${n} on the balance`,
    'graduated-cylinder': (n) => `Put cylinder ${n} in the graduated cylinder`,
  },
  short: { bench: 'Bench', balance: 'Balance', 'graduated-cylinder': 'Graduated cylinder' },
  balance: 'Balance',
  balanceReading: 'Balance reading',
  graduatedCylinder: 'Graduated cylinder (100 mL)',
  waterLevel: 'Water level',
  oneAtATime: 'One cylinder fits in the graduated cylinder at a time.',
  notes: 'Notes',
  notesHint: 'Your note goes to your lab book. Ctrl+Enter adds it.',
  addNote: 'Add to lab book',
  noteSaved: 'Note saved in your lab book.',
  noteWaiting: 'Waiting for Lab Portal; the note is sent as soon as it answers.',
  noteFailed: (reason) => `The note was not saved: ${reason}`,
  connecting: 'Connecting to Lab Portal…',
  earlierSessions: 'Your earlier density sessions',
  noEarlierSessions: 'No earlier sessions in your lab book.',
  earlierSession: (when, duration, notes) =>
    `${when}: ${duration} in the lab, ${notes} ${notes === 1 ? 'entry' : 'entries'}`,
  addPdf: 'Add a PDF to the lab book',
  pdfSaved: 'File saved in your lab book.',
  pdfClosed: 'No file was added.',
  connected: (name) => `Recording to the lab book of ${name}.`,
  standalone: 'Not opened from Lab Portal: nothing you do here is recorded.',
  decimalMark: '.',
  unknownName: (letter, type) =>
    `Unknown ${letter} (${type === 'assigned' ? 'assigned' : 'practice'})`,
  turnedOff: "Turned off by your instructor's preset",
  presetApplied: (name) => `Preset: ${name}`,
  presetOtherLab: 'The preset is for another lab, so the bench opens with its default setup.',
  presetBad: 'The preset could not be read, so the bench opens with its default setup.',
  unknown: {
    title: 'Report an unknown',
    hint: 'Your instructor receives the density you measured, with a picture of the cylinder.',
    cylinder: 'Unknown cylinder',
    density: 'Measured density (g/cm³)',
    send: 'Send report',
    saved: 'Report saved in your lab book.',
    waiting: 'Waiting for Lab Portal; the report is sent as soon as it answers.',
    failed: (reason) => `The report was not saved: ${reason}`,
    badDensity: 'Enter the density as a positive number, for example 2.70.',
    heading: 'Unknown report',
    line: (n, d) => `Cylinder ${n}: measured density ${d} g/cm³`,
  },
};

const es: Texts = {
  title: 'Banco de densidad',
  intro:
    'Pesa cada cilindro en la balanza, luego sumérgelo en la probeta y lee cuánto sube el agua. Densidad = masa / volumen.',
  leave: 'Salir del laboratorio',
  cylinders: 'Cilindros',
  cylinder: (n) => `Cilindro ${n}`,
  materials: {
    steel: 'Acero',
    wood: 'Madera (roble)',
    plastic: 'Plástico (HDPE)',
    cement: 'Cemento',
    rubber: 'Caucho',
  },
  size: (d, h) => `Diámetro ${d} cm, altura ${h} cm`,
  where: {
    bench: 'En la mesa',
    balance: 'En la balanza',
    'graduated-cylinder': 'En la probeta',
  },
  put: {
    bench: (n) => `Devolver el cilindro ${n} a la mesa`,
    balance: (n) => `Poner el cilindro ${n} en la balanza`,
    'graduated-cylinder': (n) => `Poner el cilindro ${n} en la probeta`,
  },
  short: { bench: 'Mesa', balance: 'Balanza', 'graduated-cylinder': 'Probeta' },
  balance: 'Balanza',
  balanceReading: 'Lectura de la balanza',
  graduatedCylinder: 'Probeta (100 mL)',
  waterLevel: 'Nivel del agua',
  oneAtATime: 'En la probeta cabe un cilindro a la vez.',
  notes: 'Notas',
  notesHint: 'Tu nota va a tu cuaderno de laboratorio. Ctrl+Intro la añade.',
  addNote: 'Añadir al cuaderno',
  noteSaved: 'Nota guardada en tu cuaderno de laboratorio.',
  noteWaiting: 'Esperando a Lab Portal; la nota se envía en cuanto responda.',
  noteFailed: (reason) => `La nota no se guardó: ${reason}`,
  connecting: 'Conectando con Lab Portal…',
  earlierSessions: 'Tus sesiones anteriores de densidad',
  noEarlierSessions: 'No hay sesiones anteriores en tu cuaderno.',
  earlierSession: (when, duration, notes) =>
    `${when}: ${duration} en el laboratorio, ${notes} ${notes === 1 ? 'entrada' : 'entradas'}`,
  addPdf: 'Añadir un PDF al cuaderno',
  pdfSaved: 'Archivo guardado en tu cuaderno.',
  pdfClosed: 'No se añadió ningún archivo.',
  connected: (name) => `Registrando en el cuaderno de ${name}.`,
  standalone: 'No se abrió desde Lab Portal: nada de lo que hagas aquí se registra.',
  decimalMark: ',',
  unknownName: (letter, type) =>
    `Incógnita ${letter} (${type === 'assigned' ? 'asignada' : 'de práctica'})`,
  turnedOff: 'Desactivado por la configuración de tu profesor',
  presetApplied: (name) => `Configuración: ${name}`,
  presetOtherLab:
    'La configuración es de otro laboratorio; el banco se abre con su configuración por defecto.',
  presetBad: 'No se pudo leer la configuración; el banco se abre con su configuración por defecto.',
  unknown: {
    title: 'Informar una incógnita',
    hint: 'Tu profesor recibe la densidad que mediste, con un dibujo del cilindro.',
    cylinder: 'Cilindro incógnita',
    density: 'Densidad medida (g/cm³)',
    send: 'Enviar informe',
    saved: 'Informe guardado en tu cuaderno de laboratorio.',
    waiting: 'Esperando a Lab Portal; el informe se envía en cuanto responda.',
    failed: (reason) => `El informe no se guardó: ${reason}`,
    badDensity: 'Escribe la densidad como un número positivo, por ejemplo 2,70.',
    heading: 'Informe de incógnita',
    line: (n, d) => `Cilindro ${n}: densidad medida ${d} g/cm³`,
  },
};

export const TEXTS: Record<BenchLanguage, Texts> = { en, es };

/** A reading with 3 decimals and the language's decimal mark. */
export function formatNumber(value: number, texts: Texts, decimals = 3): string {
  return value.toFixed(decimals).replace('.', texts.decimalMark);
}
