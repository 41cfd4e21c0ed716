import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { loadOrCreateSecret } from '../db/secrets';

/** The path of the built-in worksheets site (server/modules/worksheets-site). */
export const WORKSHEETS_SITE_PATH = '/worksheets-site';

export interface WorksheetsCredentials {
  /** WORKSHEETS_URL, without a trailing slash. */
  url: string;
  /** Where launches are posted: WORKSHEETS_URL/lti/launch. */
  launchUrl: string;
  consumerKey: string;
  secret: string;
}

/**
 * The worksheets site's address and LTI credentials: WORKSHEETS_URL, WORKSHEETS_LTI_KEY and
 * WORKSHEETS_LTI_SECRET, or, when the secret is unset, one generated once and kept in the
 * database (server_secrets `worksheets_lti_secret`), which the built-in site shares. An external
 * site needs WORKSHEETS_LTI_SECRET set to the secret it was given.
 */
export async function loadWorksheetsCredentials(
  db: Db,
  config: Pick<Config, 'WORKSHEETS_URL' | 'WORKSHEETS_LTI_KEY' | 'WORKSHEETS_LTI_SECRET'>,
): Promise<WorksheetsCredentials> {
  const secret =
    config.WORKSHEETS_LTI_SECRET ??
    (await loadOrCreateSecret(db, 'worksheets_lti_secret', () =>
      randomBytes(32).toString('base64url'),
    ));
  return {
    url: config.WORKSHEETS_URL,
    launchUrl: `${config.WORKSHEETS_URL}/lti/launch`,
    consumerKey: config.WORKSHEETS_LTI_KEY,
    secret,
  };
}
