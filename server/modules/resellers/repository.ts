import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resellerDomains, resellers } from '../../db/schema/index';

// Queries only; the service maps rows to the API shapes.

export async function findResellerByDomain(db: Db, domain: string) {
  const [row] = await db
    .select({ name: resellers.name, logoUrl: resellers.logoUrl, spinnerUrl: resellers.spinnerUrl })
    .from(resellerDomains)
    .innerJoin(resellers, eq(resellers.id, resellerDomains.resellerId))
    .where(eq(resellerDomains.domain, domain))
    .limit(1);
  return row;
}
