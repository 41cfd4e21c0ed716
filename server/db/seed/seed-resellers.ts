import type { Db } from '../client';
import { resellerDomains, resellers } from '../schema/index';

/** The demo reseller, reachable on this machine at http://acme.localhost:PORT. */
export const DEMO_RESELLER = {
  name: 'Acme Learning',
  domain: 'acme',
  logoUrl: '/resellers/acme-logo.svg',
  spinnerUrl: '/resellers/acme-spinner.svg',
} as const;

/** Written once: a database that already knows the demo domain is left as it is. */
export async function seedDemoResellers(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
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
      .values({ domain: DEMO_RESELLER.domain, resellerId: reseller!.id })
      .onConflictDoNothing();
  });
}
