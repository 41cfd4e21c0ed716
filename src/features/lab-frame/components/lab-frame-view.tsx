import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Group, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { LAB_HELLO_TIMEOUT_MS } from '@common/schemas/lab-frame';
import { IconArrowLeft } from '@/components/icons';
import { useFeatureTranslation } from '@/lib/feature-translations';
import { LAB_FRAME_NAMESPACE, labFrameLocales } from '../locales';
import type { FramePresetData, SaveUpload } from '../frame-protocol';
import { useLabFrame } from '../use-lab-frame';
import { useLabFrameHost } from '../use-lab-frame-host';
import { LabNotResponding } from './lab-not-responding';

/** Spec 2 §2: a slim header over the lab, then the lab, full page. */
const HEADER_HEIGHT = 44;
/** After window.close() a window the portal did not open stays: then go home instead. */
const CLOSE_GRACE_MS = 150;

interface LabFrameViewProps {
  labName: string;
  identifier: string;
  /** Bench URL with labType, preset, lang and the loader's query parameters. */
  src: string;
  /** The preset the lab opens with (sent in `init`); null or absent: its default setup. */
  presetData?: FramePresetData | null;
  /** The portal's file uploader (the lab book's), opened by the lab's `pdf-upload`. */
  renderUploader?: (props: FrameUploaderProps) => ReactNode;
}

export interface FrameUploaderProps {
  opened: boolean;
  onClose: () => void;
  /** Stores the picked file in the lab's session. */
  onUpload: (file: File, contentType: string) => Promise<void>;
}

interface PendingUpload {
  save: SaveUpload;
  resolve: (saved: { id: string } | null) => void;
}

export function LabFrameView({
  labName,
  identifier,
  src,
  presetData,
  renderUploader,
}: LabFrameViewProps) {
  const { t } = useFeatureTranslation(LAB_FRAME_NAMESPACE, labFrameLocales);
  const frame = useRef<HTMLIFrameElement>(null);
  const navigate = useNavigate();
  const host = useLabFrameHost();
  const [upload, setUpload] = useState<PendingUpload | null>(null);
  const { isOnline, hasSaidHello } = useLabFrame(frame, {
    src,
    lab: { identifier, name: labName },
    presetData,
    ...host,
    openUploader: renderUploader
      ? (save) => new Promise((resolve) => setUpload({ save, resolve }))
      : undefined,
    onGoodbye() {
      // Spec 2 §4 goodbye: close the window (a lab tab the portal opened), else redirect.
      window.close();
      window.setTimeout(
        () => void navigate({ to: '/labs/{-$uuid}', params: { uuid: undefined } }),
        CLOSE_GRACE_MS,
      );
    },
  });

  // A lab that never says hello (not hosted, blocked, offline) must not leave "Connecting…" for
  // ever. Retry reloads the frame and waits again.
  const [attempt, setAttempt] = useState(0);
  const [isTimedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (hasSaidHello) return;
    const timer = window.setTimeout(() => setTimedOut(true), LAB_HELLO_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [hasSaidHello, attempt]);
  const isNotResponding = isTimedOut && !hasSaidHello;
  const retry = () => {
    setTimedOut(false);
    setAttempt((count) => count + 1);
  };

  return (
    <div style={{ position: 'fixed', inset: 0, display: 'flex', flexDirection: 'column' }}>
      <Group
        component="header"
        h={HEADER_HEIGHT}
        px="md"
        gap="md"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)', flex: 'none' }}
      >
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/labs/{-$uuid}" params={{ uuid: undefined }} />
          )}
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('backToLabHome')}
        </Anchor>
        <Title order={1} size="h5" style={{ flex: 1, textAlign: 'center' }} lineClamp={1}>
          {labName}
        </Title>
        <Text size="xs" c="dimmed" role="status" visibleFrom="sm" maw={320} lineClamp={1}>
          {isOnline ? t('online') : isNotResponding ? t('notResponding.status') : t('connecting')}
        </Text>
      </Group>
      <main style={{ flex: 1, minHeight: 0, position: 'relative' }}>
        <iframe
          key={attempt}
          ref={frame}
          src={src}
          title={labName}
          allow="fullscreen; autoplay; clipboard-read; clipboard-write"
          style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
        />
        {isNotResponding ? <LabNotResponding labName={labName} src={src} onRetry={retry} /> : null}
        {renderUploader?.({
          opened: upload !== null,
          onClose: () => {
            upload?.resolve(null);
            setUpload(null);
          },
          onUpload: async (file, contentType) => {
            if (!upload) return;
            upload.resolve(await upload.save(file, file.name, contentType));
          },
        })}
      </main>
    </div>
  );
}
