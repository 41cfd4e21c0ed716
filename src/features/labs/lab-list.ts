import { parseMetaData, type MetaData, type Product } from '@common/schemas/catalog';
import { findLabByName, type LabDefinition } from '@common/domain/labs';

/** A lab the user can open: the lab definition and the owned bench product behind it. */
export interface LabEntry {
  lab: LabDefinition;
  product: Product;
  meta: MetaData;
  tags: string[];
  isBeta: boolean;
}

export interface TagCount {
  tag: string;
  count: number;
}

export const ALL_TAGS = 'all';

/**
 * Owned benches matched to the known labs (an owned bench is a product whose Name matches the
 * lab), without labs whose bench is marked as not working, and without beta labs unless the user
 * is a beta tester (spec 2 "Labs home screen"). Sorted by name in the reader's language.
 */
export function availableLabs(
  products: readonly Product[],
  options: { betaTester: boolean; locale?: string },
): LabEntry[] {
  const entries = new Map<string, LabEntry>();
  for (const product of products) {
    if (product.ProductType !== 'Bench') continue;
    const lab = findLabByName(product.Name);
    if (!lab || entries.has(lab.identifier)) continue;
    const meta = parseMetaData(product.MetaData);
    if (meta.workingBench === false) continue;
    const isBeta = meta.beta === true;
    if (isBeta && !options.betaTester) continue;
    const tags = [...new Set((meta.tags ?? []).map((tag) => tag.trim()).filter(Boolean))];
    entries.set(lab.identifier, { lab, product, meta, tags, isBeta });
  }
  return [...entries.values()].sort((a, b) =>
    a.lab.name.localeCompare(b.lab.name, options.locale, { sensitivity: 'base' }),
  );
}

/** Each tag with the number of labs that carry it, by tag name. */
export function tagCounts(labs: readonly LabEntry[], locale?: string): TagCount[] {
  const counts = new Map<string, number>();
  for (const entry of labs)
    for (const tag of entry.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => a.tag.localeCompare(b.tag, locale, { sensitivity: 'base' }));
}

export function filterByTag(labs: readonly LabEntry[], tag: string | undefined): LabEntry[] {
  if (!tag || tag === ALL_TAGS) return [...labs];
  return labs.filter((entry) => entry.tags.includes(tag));
}

export function findLabEntry(labs: readonly LabEntry[], identifier: string): LabEntry | undefined {
  return labs.find((entry) => entry.lab.identifier === identifier);
}
