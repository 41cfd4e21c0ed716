import { icon as sharedIcon } from '@/components/icons';

/**
 * Line icons of the lab-book toolbar and controls (24 x 24, current colour), drawn after Tabler
 * Icons (MIT) like src/components/icons.tsx. Decorative: the control carries the name.
 */
// The toolbar's icons are a little smaller than the shell's.
const icon = (paths: string[]) => sharedIcon(paths, 18);

export const IconRefresh = icon([
  'M20 11a8.1 8.1 0 0 0-15.5-2m-.5-4v4h4',
  'M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4',
]);
export const IconBold = icon(['M7 5h6a3.5 3.5 0 0 1 0 7H7z', 'M13 12h1a3.5 3.5 0 0 1 0 7H7v-7']);
export const IconItalic = icon(['M11 5h6', 'M7 19h6', 'M14 5l-4 14']);
export const IconUnderline = icon(['M7 5v5a5 5 0 0 0 10 0V5', 'M5 19h14']);
export const IconSuperscript = icon([
  'M5 7l8 10',
  'M5 17l8-10',
  'M21 11h-4l3.5-4A1.73 1.73 0 0 0 17 5',
]);
export const IconSubscript = icon([
  'M5 7l8 10',
  'M5 17l8-10',
  'M21 20h-4l3.5-4a1.73 1.73 0 0 0-3.5-2',
]);
export const IconCopy = icon([
  'M9 7h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2z',
  'M4 16a2 2 0 0 1-1-1.7V5a2 2 0 0 1 2-2h9.3A2 2 0 0 1 16 4',
]);
export const IconPaste = icon([
  'M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2',
  'M9 3h6v4H9z',
]);
export const IconSend = icon([
  'M10 14L21 3',
  'M21 3l-6.5 18a.55.55 0 0 1-1 0L10 14l-7-3.5a.55.55 0 0 1 0-1L21 3',
]);
export const IconFileImport = icon([
  'M14 3v4a1 1 0 0 0 1 1h4',
  'M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z',
  'M12 11v6',
  'M9.5 13.5L12 11l2.5 2.5',
]);
/** Tabler "file-export". */
export const IconFileExport = icon([
  'M14 3v4a1 1 0 0 0 1 1h4',
  'M11.5 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v5m-5 6h7m-3-3l3 3-3 3',
]);
export const IconFile = icon([
  'M14 3v4a1 1 0 0 0 1 1h4',
  'M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z',
]);
export const IconChevronsLeft = icon(['M11 7l-5 5 5 5', 'M17 7l-5 5 5 5']);
export const IconChevronsRight = icon(['M7 7l5 5-5 5', 'M13 7l5 5-5 5']);
export const IconChevronDown = icon(['M6 9l6 6 6-6']);
export const IconVideo = icon([
  'M15 10l4.553-2.276A1 1 0 0 1 21 8.618v6.764a1 1 0 0 1-1.447.894L15 14v-4z',
  'M3 8a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
]);
