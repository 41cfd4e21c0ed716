import { useRef, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Preset } from '@common/schemas/presets';
import { parsePresetLink } from '@common/domain/preset-link';
import { Dialog } from '@/components/dialog';
import { OnlineButton } from '@/components/online-button';
import { useFetchPresetOnce } from '../api/fetch-preset';
import { copySave, useSavePreset } from '../api/save-preset';
import { toastSuccess } from './feedback';
import { usePresetsTranslation } from './use-presets-translation';
import classes from './presets.module.css';

type LinkState =
  | { kind: 'empty' }
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'resolved'; preset: Preset };

/**
 * Add saved lab by link (spec 3 §2, §5): the link is trimmed, its uuid fetched; any failure says
 * 'Please enter a valid link'. Done is enabled only once the link resolved, and saves a copy
 * owned by the user (`{object, type: labType}`, no uuid). Width 392px.
 */
export function AddLinkDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const { t } = usePresetsTranslation();
  const fetchPreset = useFetchPresetOnce();
  const save = useSavePreset();
  const [text, setText] = useState('');
  const [state, setState] = useState<LinkState>({ kind: 'empty' });
  // Only the answer for the latest text counts (a slow answer for an older text is dropped).
  const latest = useRef(0);

  const check = (value: string) => {
    setText(value);
    const request = ++latest.current;
    if (!value.trim()) return setState({ kind: 'empty' });
    const link = parsePresetLink(value);
    if (!link) return setState({ kind: 'invalid' });
    setState({ kind: 'checking' });
    fetchPreset(link.uuid).then(
      (preset) => {
        if (request === latest.current) setState({ kind: 'resolved', preset });
      },
      () => {
        if (request === latest.current) setState({ kind: 'invalid' });
      },
    );
  };

  const done = () => {
    if (state.kind !== 'resolved') return;
    save.mutate(copySave(state.preset.labType, state.preset.object), {
      onSuccess: () => {
        toastSuccess(t('toasts.linkAdded'));
        onAdded();
      },
    });
  };

  return (
    <Dialog title={t('addLink.title')} size="392px" onClose={onClose}>
      <Stack className={classes.errors}>
        <TextInput
          label={t('addLink.label')}
          description={t('addLink.description', { origin: window.location.origin })}
          value={text}
          data-autofocus
          error={state.kind === 'invalid' ? t('addLink.invalid') : undefined}
          onChange={(event) => check(event.currentTarget.value)}
        />
        <Text size="sm" role="status" c={state.kind === 'resolved' ? undefined : 'dimmed'}>
          {state.kind === 'checking'
            ? t('addLink.checking')
            : state.kind === 'resolved'
              ? t('addLink.found', { name: state.preset.name, lab: state.preset.labName })
              : ''}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('buttons.cancel')}
          </Button>
          <OnlineButton
            disabled={state.kind !== 'resolved'}
            loading={save.isPending}
            onClick={done}
          >
            {t('buttons.done')}
          </OnlineButton>
        </Group>
      </Stack>
    </Dialog>
  );
}
