import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { resellerDomains, resellers } from '../schema/index';
import { SEED_LOCK_KEY } from './seed-support';

/** The demo reseller, reachable on this machine at http://acme.localhost:PORT. */
export const DEMO_RESELLER = {
  name: 'Acme Learning',
  domain: 'acme',
  logoUrl: '/resellers/acme-logo.svg',
  spinnerUrl: '/resellers/acme-spinner.svg',
} as const;

/**
 * Written once, under the seed lock: a database that already has reseller domains is left as it
 * is.
 */
export async function seedDemoResellers(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx
      .select({ domain: resellerDomains.domain })
      .from(resellerDomains)
      .limit(1);
    if (existing) return;
    const [reseller] = await tx
      .insert(resellers)
      .values({
        name: DEMO_RESELLER.name,
        logoUrl: DEMO_RESELLER.logoUrl,
        spinnerUrl: DEMO_RESELLER.spinnerUrl,
      })
      .returning({ id: resellers.id });
    await tx
      .insert(resellerDomains)
      .values({ domain: DEMO_RESELLER.domain, resellerId: reseller!.id });
  });
}
