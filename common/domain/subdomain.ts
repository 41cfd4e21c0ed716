/** A reseller sub-domain: one DNS label (letters, digits, inner hyphens), at most 63 characters. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
