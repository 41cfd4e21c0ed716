import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

// The toast container (with its transitions) loads after the first paint; toasts shown before
// it mounts wait in the notifications store and appear when it does.
const Toasts = lazy(() => import('./toasts'));

/** Theme, translations and toasts; also used by the start-up screens before the router exists. */
export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
      >
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
