import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { OnlineButton } from '@/components/online-button';
import { useServices } from '@/lib/services';
import { customizationSave, useSavePreset } from '../api/save-preset';
import { readDraft, type Draft } from '../customization';
import type { PresetRow } from '../preset-rows';
import { toastSuccess } from './feedback';
import { DensityForm } from './forms/density-form';
import { InorganicForm } from './forms/inorganic-form';
import { MotionForm } from './forms/motion-form';
import { OrganicQualitativeForm } from './forms/organic-qualitative-form';
import { OrganicSynthesisForm } from './forms/organic-synthesis-form';
import { TitrationAdvancedDialog } from './forms/titration-advanced-dialog';
import { TitrationForm } from './forms/titration-form';
import { useFieldValidity, type ReportValidity } from './forms/use-field-validity';
import { usePresetsTranslation } from './use-presets-translation';
import classes from './presets.module.css';

/**
 * The customization popup (spec 3 §2, §4): Save persists `{uuid, object, labType, type 1}`,
 * Cancel discards. A failed save is logged (the api client writes /debug) and shows nothing
 * (spec 3 §8); the popup stays open so nothing typed is lost. Width 35vw.
 */
export function CustomizeDialog({ row, onClose }: { row: PresetRow; onClose: () => void }) {
  const { t } = usePresetsTranslation();
  const { errorLog } = useServices();
  const [reading] = useState(() => readDraft(row.preset.labType, row.object));
  const [draft, setDraft] = useState<Draft | undefined>(reading.ok ? reading.draft : undefined);
  const [isAdvancedOpen, setAdvancedOpen] = useState(false);
  const validity = useFieldValidity();
  const save = useSavePreset();

  useEffect(() => {
    if (!reading.ok && reading.reason === 'unreadable')
      errorLog.record({
        store: 'presets',
        method: 'unexpected state',
        params: `customize preset ${row.preset.uuid} (lab type ${row.preset.labType})`,
        error: reading.problem,
      });
  }, [reading, errorLog, row.preset.uuid, row.preset.labType]);

  const submit = () => {
    if (!draft) return;
    save.mutate(customizationSave(row.preset.uuid, row.preset.labType, draft.value), {
      onSuccess: () => {
        toastSuccess(t('toasts.customized'));
        onClose();
      },
    });
  };

  const title = t('customize.title', { name: row.preset.name });
  if (!draft) {
    return (
      <Dialog title={title} size="35vw" onClose={onClose}>
        <Stack className={classes.errors}>
          <Text>
            {t(
              !reading.ok && reading.reason === 'unreadable'
                ? 'customize.unreadable'
                : 'customize.notSupported',
            )}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('buttons.close')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    );
  }

  return (
    <>
      <Dialog title={title} size="35vw" opened={!isAdvancedOpen} onClose={onClose}>
        <Stack className={classes.errors}>
          <DraftForm
            draft={draft}
            onChange={setDraft}
            report={validity.report}
            canOpenAdvanced={validity.isValid}
            onOpenAdvanced={() => setAdvancedOpen(true)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('buttons.cancel')}
            </Button>
            <OnlineButton loading={save.isPending} disabled={!validity.isValid} onClick={submit}>
              {t('buttons.save')}
            </OnlineButton>
          </Group>
        </Stack>
      </Dialog>
      {isAdvancedOpen && draft.kind === 'titrations' ? (
        <TitrationAdvancedDialog
          value={draft.value}
          onCancel={() => setAdvancedOpen(false)}
          onApply={(value) => {
            setDraft({ kind: 'titrations', value });
            setAdvancedOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function DraftForm(props: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  report: ReportValidity;
  canOpenAdvanced: boolean;
  onOpenAdvanced: () => void;
}) {
  const { draft, onChange, report } = props;
  switch (draft.kind) {
    case 'inorganic':
      return (
        <InorganicForm
          value={draft.value}
          report={report}
          onChange={(value) => onChange({ kind: 'inorganic', value })}
        />
      );
    case 'titrations':
      return (
        <TitrationForm
          value={draft.value}
          report={report}
          canOpenAdvanced={props.canOpenAdvanced}
          onOpenAdvanced={props.onOpenAdvanced}
          onChange={(value) => onChange({ kind: 'titrations', value })}
        />
      );
    case 'organicQualitative':
      return (
        <OrganicQualitativeForm
          value={draft.value}
          report={report}
          onChange={(value) => onChange({ kind: 'organicQualitative', value })}
        />
      );
    case 'organicSynthesis':
      return (
        <OrganicSynthesisForm
          value={draft.value}
          onChange={(value) => onChange({ kind: 'organicSynthesis', value })}
        />
      );
    case 'density':
      return (
        <DensityForm
          value={draft.value}
          report={report}
          onChange={(value) => onChange({ kind: 'density', value })}
        />
      );
    case 'motion':
      return (
        <MotionForm
          value={draft.value}
          report={report}
          onChange={(value) => onChange({ kind: 'motion', value })}
        />
      );
  }
}
