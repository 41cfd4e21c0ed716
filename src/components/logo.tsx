import { useBranding } from '@/lib/branding';

/**
 * The Lab Portal mark: a flask on a teal tile (the drawing of public/favicon.svg and the icons),
 * or the reseller's logo on a reseller's sub-domain (white-label branding), named by its alt text.
 */
export function Logo({ size = 32 }: { size?: number }) {
  const branding = useBranding();
  if (branding?.logoUrl)
    return (
      <img
        src={branding.logoUrl}
        alt={branding.name}
        height={size}
        style={{ height: size, width: 'auto', maxWidth: size * 4 }}
      />
    );
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b7285" />
      <path d="M26 13h12v15l13 24H13l13-24z" fill="#fff" />
      <path d="M29.6 16.6h4.8V28l10.5 20.4H19.1L29.6 28z" fill="#0b7285" />
      <path d="M23.6 40h16.8l4.5 8.4H19.1z" fill="#99e9f2" />
      <rect x="23" y="11" width="18" height="4" fill="#fff" />
    </svg>
  );
}
