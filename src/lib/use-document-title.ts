import { useEffect } from 'react';

export const APP_NAME = 'Lab Portal';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * "<page> · Lab Portal"; on localhost "<page> · Lab Portal (local)" (spec 2 §9 "Page title
 * changes on localhost"), so a developer's tab is never taken for the school's portal. The page
 * comes first, for tabs and screen readers.
 */
export function documentTitle(title: string | undefined, hostname: string): string {
  const app = LOCAL_HOSTS.has(hostname) ? `${APP_NAME} (local)` : APP_NAME;
  return title ? `${title} · ${app}` : app;
}

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title, window.location.hostname);
  }, [title]);
}
