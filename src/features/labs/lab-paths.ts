/** The loader path that opens a lab (spec 2: labs open in a new tab at /{identifier}). */
export function labPath(identifier: string): string {
  return `/${encodeURIComponent(identifier)}`;
}

/** A colour per science, from the identifier prefix (chemistry-, physics-, biology-). */
export function subjectColor(identifier: string): 'teal' | 'indigo' | 'lime' | 'gray' {
  if (identifier.startsWith('chemistry-')) return 'teal';
  if (identifier.startsWith('physics-')) return 'indigo';
  if (identifier.startsWith('biology-')) return 'lime';
  return 'gray';
}
