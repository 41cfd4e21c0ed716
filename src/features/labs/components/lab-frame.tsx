import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconWifiOff } from '@/components/icons';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOnline } from '@/lib/use-online';

interface LabFrameProps {
  labName: string;
  /** Bench URL with labType, preset, lang and the loader's query parameters. */
  src: string;
  /** False when the bench URL is the loader's own address (the bench is not hosted yet). */
  isHosted: boolean;
}

/**
 * The lab, full page. For now a plain frame of the bench URL; the postMessage protocol (hello,
 * statement, labbook_entry, ...) comes with the next issue and lives here.
 */
export function LabFrame({ labName, src, isHosted }: LabFrameProps) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  useDocumentTitle(labName);
  const isSameOrigin = new URL(src, location.href).origin === location.origin;
  // Never nest the portal inside itself, whatever the catalogue says.
  const isInsidePortalFrame = window.self !== window.top && isSameOrigin;

  if (!isHosted || isInsidePortalFrame) {
    return (
      <Center component="main" mih="100dvh" p="lg">
        <Stack align="center" ta="center" gap="sm" maw={460}>
          <Title order={1} size="h3">
            {t('loader.notHostedTitle', { lab: labName })}
          </Title>
          <Text>{t('loader.notHostedText')}</Text>
        </Stack>
      </Center>
    );
  }

  if (!isOnline && !isSameOrigin) {
    return (
      <Center component="main" mih="100dvh" p="lg">
        <Stack align="center" ta="center" gap="sm" maw={420}>
          <IconWifiOff size={40} />
          <Title order={1} size="h3">
            {t('loader.offlineTitle', { lab: labName })}
          </Title>
          <Text>{t('loader.offlineText')}</Text>
          <Button onClick={() => location.reload()}>{t('common.tryAgain')}</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <main style={{ position: 'fixed', inset: 0 }}>
      <iframe
        src={src}
        title={labName}
        allow="fullscreen; autoplay; clipboard-read; clipboard-write"
        style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
      />
    </main>
  );
}
