import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ltiNonces } from '../db/schema/index';
import { verifySignature, type OAuthParams } from './oauth1';

/** How far oauth_timestamp may be from our clock, either way (seconds). */
export const TIMESTAMP_WINDOW_SECONDS = 300;

export type LaunchVerdict =
  | { ok: true; consumerKey: string }
  | {
      ok: false;
      /** Why, in plain English (shown on the refusal page, logged). */
      reason: string;
    };

/** The consumer secret of a key, or null/undefined when the key is unknown (or inactive). */
export type SecretLookup = (
  consumerKey: string,
) => string | null | undefined | Promise<string | null | undefined>;

export interface VerifyOptions {
  /** Unix seconds "now" (tests). */
  now?: number;
  /** Defaults to POST. */
  method?: string;
  /**
   * Also require an LTI 1.1 basic launch (`lti_message_type=basic-lti-launch-request`,
   * `lti_version=LTI-1p0`, `resource_link_id`). Default true; false for other signed posts
   * (the worksheets site's addcourse).
   */
  requireLaunch?: boolean;
}

const single = (params: OAuthParams, name: string): string | undefined => {
  const v = params[name];
  return typeof v === 'string' ? v : undefined;
};

/**
 * Verifies a signed OAuth 1.0a / LTI 1.1 post: known consumer key, HMAC-SHA1 signature over
 * `url` (the address the consumer posted to, as it sees it: build it from the public URL, not
 * from the Host header) and `params` (the form's fields), oauth_timestamp within ±300 s, and the
 * nonce never seen before for this key (stored in lti_nonces; rows older than the window are
 * pruned, since a launch that old is refused by its timestamp anyway). The nonce is recorded only
 * once the signature is good, so nobody can burn a consumer's nonces.
 */
export async function verifyLaunch(
  db: Db,
  url: string,
  params: OAuthParams,
  secretLookup: SecretLookup,
  options: VerifyOptions = {},
): Promise<LaunchVerdict> {
  const refuse = (reason: string): LaunchVerdict => ({ ok: false, reason });
  const now = options.now ?? Math.floor(Date.now() / 1000);

  for (const name of [
    'oauth_consumer_key',
    'oauth_signature_method',
    'oauth_timestamp',
    'oauth_nonce',
    'oauth_signature',
  ]) {
    if (!single(params, name)) return refuse(`the parameter ${name} is missing`);
  }
  const consumerKey = single(params, 'oauth_consumer_key')!;
  const version = single(params, 'oauth_version');
  if (version !== undefined && version !== '1.0') return refuse('oauth_version must be 1.0');
  if (single(params, 'oauth_signature_method') !== 'HMAC-SHA1') {
    return refuse('the signature method must be HMAC-SHA1');
  }
  if (options.requireLaunch ?? true) {
    if (single(params, 'lti_message_type') !== 'basic-lti-launch-request') {
      return refuse('lti_message_type must be basic-lti-launch-request');
    }
    const ltiVersion = single(params, 'lti_version');
    if (ltiVersion !== 'LTI-1p0' && ltiVersion !== 'LTI-1p2') {
      return refuse('lti_version must be LTI-1p0');
    }
    if (!single(params, 'resource_link_id')) return refuse('resource_link_id is missing');
  }

  const secret = await secretLookup(consumerKey);
  if (!secret) return refuse('the consumer key is not known');

  const timestampText = single(params, 'oauth_timestamp')!;
  const timestamp = /^\d{1,12}$/.test(timestampText) ? Number(timestampText) : NaN;
  if (!Number.isFinite(timestamp)) return refuse('oauth_timestamp is not a number of seconds');
  if (Math.abs(now - timestamp) > TIMESTAMP_WINDOW_SECONDS) {
    return refuse('the launch is too old (or its clock is wrong): oauth_timestamp is out of range');
  }

  if (!verifySignature(options.method ?? 'POST', url, params, secret)) {
    return refuse('the signature does not match');
  }

  const nonce = single(params, 'oauth_nonce')!;
  if (nonce.length > 255) return refuse('oauth_nonce is too long');
  await db.delete(ltiNonces).where(lt(ltiNonces.timestamp, now - 2 * TIMESTAMP_WINDOW_SECONDS));
  const inserted = await db
    .insert(ltiNonces)
    .values({ consumerKey, nonce, timestamp })
    .onConflictDoNothing()
    .returning({ nonce: ltiNonces.nonce });
  if (inserted.length === 0) return refuse('this launch was already used (the nonce was replayed)');

  return { ok: true, consumerKey };
}
