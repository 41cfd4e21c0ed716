import { useEffect } from 'react';

export const APP_NAME = 'Lab Portal';

/** "<page> · Lab Portal", so history, tabs and screen readers name the page. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
