import type { Whitelabel } from '@common/schemas/resellers';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as repo from './repository';

/** White-label branding (spec 1 §7): public, read only. */
export function createResellersService(db: Db) {
  return {
    /** `GET resellers/whitelabel?domain={subdomain}`: domains are matched case-insensitively. */
    async getWhitelabel(domain: string): Promise<Whitelabel> {
      const row = await repo.findResellerByDomain(db, domain.toLowerCase());
      if (!row) throw new HttpError(404, 'No reseller for this domain.');
      return { Name: row.name, LogoUrl: row.logoUrl, SpinnerUrl: row.spinnerUrl };
    },
  };
}
