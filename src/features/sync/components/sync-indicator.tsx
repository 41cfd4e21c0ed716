import { useState, type ReactNode } from 'react';
import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog';
import { IconRefresh } from '@/components/icons';
import type { DeadLetter, SyncCounts } from '@/offline/lab-book-queries';
import {
  useDeadLetters,
  useOutboxProblemLog,
  useSyncActions,
  useSyncCounts,
} from '../use-sync-status';
import { DeadLetterPanel } from './dead-letter-panel';

/** A line of the panel: what waits, and the button that helps it along. */
function PanelLine({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Stack gap={4} align="flex-end">
      <Text size="sm" style={{ alignSelf: 'stretch' }}>
        {text}
      </Text>
      {children}
    </Stack>
  );
}

/** The indicator's words: the most urgent first ("1 not saved, 3 not yet saved to the server"). */
export function indicatorText(counts: SyncCounts, t: TFunction): string {
  const parts: string[] = [];
  if (counts.notSaved > 0) parts.push(t('sync.indicator.notSaved', { count: counts.notSaved }));
  if (counts.needsSignIn > 0)
    parts.push(t('sync.indicator.needsSignIn', { count: counts.needsSignIn }));
  if (counts.pending > 0) parts.push(t('sync.indicator.pending', { count: counts.pending }));
  return parts.length > 0 ? parts.join(', ') : t('sync.indicator.allSaved');
}

function colorOf(counts: SyncCounts) {
  if (counts.notSaved > 0) return 'red';
  if (counts.needsSignIn > 0) return 'orange';
  if (counts.pending > 0) return 'yellow';
  return 'teal';
}

/**
 * The header's "where is my work" (ARCHITECTURE.md point 1): how many records are not yet on the
 * server, "All saved" when none. Opens a panel with the details and the dead letters.
 */
export function SyncIndicator({ onSignIn }: { onSignIn?: () => void }) {
  const { t } = useTranslation();
  const counts = useSyncCounts();
  const letters = useDeadLetters();
  const actions = useSyncActions();
  const [toDiscard, setToDiscard] = useState<DeadLetter | null>(null);
  useOutboxProblemLog();
  if (!counts) return null;
  const text = indicatorText(counts, t);
  const isAsking = toDiscard !== null;

  return (
    <>
      <Popover
        position="bottom-end"
        width={360}
        shadow="md"
        withinPortal={false}
        // While the discard dialog asks, the panel stays open behind it and lets it have the focus.
        trapFocus={!isAsking}
        closeOnClickOutside={!isAsking}
        closeOnEscape={!isAsking}
      >
        <Popover.Target>
          {/* A polite live region: the count changing (saved, synced, refused) is announced. */}
          <div role="status" aria-live="polite" aria-atomic="true">
            {/* The text keeps the page's text colour (contrast); the dot carries the colour. */}
            <Button
              size="compact-sm"
              variant="default"
              radius="xl"
              leftSection={
                <span
                  aria-hidden="true"
                  style={{
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    background: `var(--mantine-color-${colorOf(counts)}-filled)`,
                  }}
                />
              }
            >
              {text}
            </Button>
          </div>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="sm" aria-label={t('sync.panel.title')} role="group">
            <Text fw={650}>{t('sync.panel.title')}</Text>
            {counts.total === 0 ? <Text size="sm">{t('sync.panel.allSaved')}</Text> : null}
            {counts.pending > 0 ? (
              <PanelLine text={t('sync.panel.pending', { count: counts.pending })}>
                <Button
                  size="compact-xs"
                  variant="default"
                  leftSection={<IconRefresh size={14} />}
                  onClick={actions.sendNow}
                >
                  {t('sync.panel.sendNow')}
                </Button>
              </PanelLine>
            ) : null}
            {counts.needsSignIn > 0 ? (
              <PanelLine text={t('sync.panel.needsSignIn', { count: counts.needsSignIn })}>
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() => {
                    void actions.retrySignIn();
                    onSignIn?.();
                  }}
                >
                  {t('sync.panel.signIn')}
                </Button>
              </PanelLine>
            ) : null}
            <DeadLetterPanel
              letters={letters ?? []}
              onRetry={(seqs) => void actions.retry(seqs)}
              onExport={() => void actions.exportDeadLetters()}
              onDownload={actions.download}
              onDiscard={setToDiscard}
            />
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <DiscardDialog
        letter={toDiscard}
        onCancel={() => setToDiscard(null)}
        onConfirm={(letter) => {
          setToDiscard(null);
          void actions.discard(letter);
        }}
      />
    </>
  );
}

/** Discard asks first: the file and the entry that shows it go from this device for good. */
function DiscardDialog({
  letter,
  onCancel,
  onConfirm,
}: {
  letter: DeadLetter | null;
  onCancel: () => void;
  onConfirm: (letter: DeadLetter) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog opened={letter !== null} onClose={onCancel} title={t('sync.discard.title')}>
      <Text size="sm">{t('sync.discard.text', { name: letter?.file?.name ?? '' })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('sync.discard.cancel')}
        </Button>
        <Button color="red" onClick={() => letter && onConfirm(letter)}>
          {t('sync.discard.confirm')}
        </Button>
      </Group>
    </Dialog>
  );
}
