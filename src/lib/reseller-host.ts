import { SUBDOMAIN_PATTERN } from '@common/domain/subdomain';

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The reseller sub-domain of a host name (spec 1 §1 white-label branding): `acme` of
 * `acme.localhost` or `acme.labportal.example`. Plain `localhost`, IP addresses, two-label hosts
 * (`labportal.example`) and `www` have none.
 */
export function resellerSubdomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || IPV4.test(host)) return null;
  const labels = host.split('.');
  const isLocal = labels.at(-1) === 'localhost';
  if (labels.length < (isLocal ? 2 : 3)) return null;
  const [first] = labels;
  if (!first || first === 'www' || !SUBDOMAIN_PATTERN.test(first)) return null;
  return first;
}
