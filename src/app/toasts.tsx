import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/** Spec: toasts appear at the top right. Loaded lazily by AppProviders. */
export default function Toasts() {
  const { t } = useTranslation();
  // Every toast's close button gets a translated name.
  const theme = {
    components: {
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } },
    },
  };
  // One named region holds the toasts, so they sit inside a landmark like the rest of the page.
  return (
    <div role="region" aria-label={t('common.notifications')}>
      <MantineThemeProvider theme={theme}>
        <Notifications position="top-right" limit={4} zIndex={1000} withinPortal={false} />
      </MantineThemeProvider>
    </div>
  );
}
