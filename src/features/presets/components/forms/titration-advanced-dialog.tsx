import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import type { TitrationPreset } from '@common/schemas/preset-objects';
import { Dialog } from '@/components/dialog';
import { usePresetsTranslation } from '../use-presets-translation';
import { ContainerEditor, type EditableContainer } from './container-editor';
import { BottlesFieldset } from './titration-form';
import { useFieldValidity } from './use-field-validity';
import classes from '../presets.module.css';

type ContainerKind = 'beakers' | 'burets' | 'pipets' | 'papers' | 'cylinders';
const KINDS: readonly ContainerKind[] = ['beakers', 'burets', 'pipets', 'papers', 'cylinders'];

interface TitrationAdvancedDialogProps {
  value: TitrationPreset;
  onApply: (value: TitrationPreset) => void;
  onCancel: () => void;
}

/**
 * Spec 3 §3 "Titration advanced customization": bottles, beakers, burets, pipets, papers and
 * cylinders with their contents. Apply returns to the customization popup (whose Save persists);
 * Cancel discards what was changed here. Width 50%: the widest popup, it holds rows of fields.
 */
export function TitrationAdvancedDialog(props: TitrationAdvancedDialogProps) {
  const { t } = usePresetsTranslation();
  const [draft, setDraft] = useState(props.value);
  const validity = useFieldValidity();

  const setContainer = (kind: ContainerKind, index: number, container: EditableContainer) =>
    setDraft((current) => ({
      ...current,
      [kind]: (current[kind] as EditableContainer[]).map((c, i) =>
        i === index ? { ...c, ...container } : c,
      ),
    }));

  return (
    <Dialog title={t('titrations.advanced.title')} size="50%" onClose={props.onCancel}>
      <Stack className={classes.errors}>
        <BottlesFieldset value={draft} onChange={setDraft} report={validity.report} />
        {KINDS.map((kind) => {
          const containers = draft[kind] as EditableContainer[];
          if (containers.length === 0) return null;
          return (
            <Stack key={kind} gap="sm">
              <Title order={3} size="h5">
                {t(`titrations.advanced.${kind}`)}
              </Title>
              {containers.map((container, index) => (
                <ContainerEditor
                  key={index}
                  name={t(`titrations.advanced.one.${kind}`, { n: index + 1 })}
                  container={container}
                  isPaper={kind === 'papers'}
                  maxContents={kind === 'papers' ? 1 : 10}
                  keyPrefix={`${kind}-${index}`}
                  report={validity.report}
                  onChange={(next) => setContainer(kind, index, next)}
                />
              ))}
            </Stack>
          );
        })}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('buttons.cancel')}
          </Button>
          <Button disabled={!validity.isValid} onClick={() => props.onApply(draft)}>
            {t('buttons.apply')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
