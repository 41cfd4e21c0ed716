import { useState } from 'react';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { findLabByName } from '@common/domain/labs';
import { IconWifiOff } from '@/components/icons';
import { PdfUploader } from '@/features/lab-book/components/pdf-uploader';
import { LAB_BOOK_NAMESPACE, labBookLocales } from '@/features/lab-book/locales';
import type { FramePresetData } from '@/features/lab-frame/frame-protocol';
import {
  LabFrameView,
  type FrameUploaderProps,
} from '@/features/lab-frame/components/lab-frame-view';
import { withPortalLanguage } from '@/features/lab-frame/frame-url';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFeatureTranslation } from '@/lib/feature-translations';
import { useOnline } from '@/lib/use-online';

interface LabFrameHostProps {
  labName: string;
  /** Bench URL with labType, preset, lang and the loader's query parameters. */
  src: string;
  /** False when the bench URL is the loader's own address (the bench is not hosted yet). */
  isHosted: boolean;
  /** The preset the loader fetched, handed to the lab in `init`; null: its default setup. */
  presetData?: FramePresetData | null;
}

/**
 * The lab the loader (features/labs) decided to open, full page, talking to the portal through
 * the lab frame protocol (features/lab-frame). Without a `lang` in the loader's address the lab
 * opens in the portal's language, fixed when the lab opens (a change would reload the lab).
 */
export function LabFrameHost({ labName, src: loaderSrc, isHosted, presetData }: LabFrameHostProps) {
  const { t, i18n } = useTranslation();
  const isOnline = useOnline();
  useDocumentTitle(labName);
  const [src] = useState(() =>
    withPortalLanguage(loaderSrc, window.location.search, i18n.resolvedLanguage),
  );
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
          <BackToLabHome />
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
          <Group justify="center">
            <Button onClick={() => location.reload()}>{t('common.tryAgain')}</Button>
            <BackToLabHome variant="default" />
          </Group>
        </Stack>
      </Center>
    );
  }
  const identifier = findLabByName(labName)?.identifier ?? labName;
  return (
    <LabFrameView
      labName={labName}
      identifier={identifier}
      src={src}
      presetData={presetData}
      renderUploader={(props) => <LabBookUploader {...props} />}
    />
  );
}

/** The way out of a lab that cannot open here. */
function BackToLabHome({ variant }: { variant?: 'default' }) {
  const { t } = useTranslation();
  return (
    <Button
      variant={variant}
      renderRoot={(props) => <Link {...props} to="/labs/{-$uuid}" params={{ uuid: undefined }} />}
    >
      {t('notAvailable.backToLabs')}
    </Button>
  );
}

/** The lab book's uploader over the lab (spec 2 §7 "PDF import opens the uploader"). */
function LabBookUploader(props: FrameUploaderProps) {
  useFeatureTranslation(LAB_BOOK_NAMESPACE, labBookLocales);
  return <PdfUploader {...props} />;
}
