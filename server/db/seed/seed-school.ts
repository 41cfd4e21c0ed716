import { and, eq, like, or } from 'drizzle-orm';
import type { Db } from '../client';
import { bundleProducts, bundles, campuses, institutions, products, states } from '../schema/index';
import { BUNDLES, BENCH_PRODUCTS, DESKTOP_PRODUCTS, WORKSHEETS_PRODUCT } from './catalog-data';
import { COUNTRIES, DEMO_SCHOOL_NAME, INSTITUTIONS, STATES } from './places-data';
import { lookup } from './seed-support';

// The demo school's places (countries, states, schools, campuses) and the product catalogue.

export interface DemoSchool {
  institutionId: number;
  campusIds: ReadonlyMap<string, number>;
}

export async function insertPlaces(tx: Db): Promise<DemoSchool> {
  const countryIdByCode = new Map(COUNTRIES.map((c) => [c.code as string, c.id]));
  const countryId = (code: string) => {
    const id = countryIdByCode.get(code);
    if (id === undefined) throw new Error(`Demo seed: unknown country ${code}`);
    return id;
  };
  const regionOf = new Map(COUNTRIES.map((c) => [c.code as string, c.regionId]));

  const stateRows = await tx
    .insert(states)
    .values(STATES.map((s) => ({ countryId: countryId(s.country), name: s.name, code: s.code })))
    .returning({ id: states.id, countryId: states.countryId, name: states.name });
  const stateId = (country: string, name: string) =>
    stateRows.find((s) => s.countryId === countryId(country) && s.name === name)?.id ?? null;

  let school: DemoSchool | undefined;
  for (const place of INSTITUTIONS) {
    const [institution] = await tx
      .insert(institutions)
      .values({
        name: place.name,
        type: place.type,
        level: place.level,
        url: place.url,
        city: place.city,
        regionId: regionOf.get(place.country) ?? null,
        countryId: countryId(place.country),
        stateId: stateId(place.country, place.state),
      })
      .returning({ id: institutions.id });
    if (!institution) throw new Error('Demo seed: institution not inserted');
    const campusRows = await tx
      .insert(campuses)
      .values(
        place.campuses.map((locationName, i) => ({
          institutionId: institution.id,
          locationName,
          isMain: i === 0 && place.hasMainCampus !== false,
        })),
      )
      .returning({ id: campuses.id, locationName: campuses.locationName });
    if (place.name === DEMO_SCHOOL_NAME) {
      school = {
        institutionId: institution.id,
        campusIds: new Map(campusRows.map((c) => [c.locationName, c.id])),
      };
    }
  }
  if (!school) throw new Error('Demo seed: the demo school is missing from INSTITUTIONS');
  return school;
}

/** Products and bundles; returns bundle ids by name. */
export async function insertCatalog(tx: Db): Promise<ReadonlyMap<string, number>> {
  const productRows = await tx
    .insert(products)
    .values(
      [...BENCH_PRODUCTS, ...DESKTOP_PRODUCTS, WORKSHEETS_PRODUCT].map((p) => ({
        name: p.name,
        url: p.url,
        productType: p.productType,
        metaData: JSON.stringify(p.metaData),
        description: p.description,
      })),
    )
    .returning({ id: products.id, name: products.name });
  const productIdByName = new Map(productRows.map((p) => [p.name, p.id]));

  const bundleRows = await tx
    .insert(bundles)
    .values(
      BUNDLES.map((b) => ({
        name: b.name,
        price: b.price,
        expirationPeriod: b.expirationPeriod,
        metaData: JSON.stringify(b.metaData),
      })),
    )
    .returning({ id: bundles.id, name: bundles.name });
  const bundleIdByName = new Map(bundleRows.map((b) => [b.name, b.id]));

  const links = BUNDLES.flatMap((b) =>
    b.products.map((name) => ({
      bundleId: lookup(bundleIdByName, b.name),
      productId: lookup(productIdByName, name),
    })),
  );
  await tx.insert(bundleProducts).values(links);
  return bundleIdByName;
}

/**
 * Databases seeded by an earlier version name the demo benches on a placeholder host (and the
 * density bench by its portal path): they get the current address and description, so their
 * labs open the reference benches or say at once that they are hosted nowhere. Products a
 * deployment changed (another address) are left alone.
 */
export async function refreshDemoBenches(db: Db): Promise<void> {
  for (const bench of BENCH_PRODUCTS) {
    await db
      .update(products)
      .set({ url: bench.url, description: bench.description })
      .where(
        and(
          eq(products.name, bench.name),
          eq(products.productType, 'Bench'),
          or(
            like(products.url, 'https://benches.example.org/%'),
            eq(products.url, '/benches/density/'),
          ),
        ),
      );
  }
}
