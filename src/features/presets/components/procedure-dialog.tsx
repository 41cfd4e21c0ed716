import { useState } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { PROCEDURE_TYPES, type Procedure } from '@common/schemas/preset-objects';
import { Dialog } from '@/components/dialog';
import { OnlineButton } from '@/components/online-button';
import { genericSave, useSavePreset } from '../api/save-preset';
import type { PresetRow } from '../preset-rows';
import { usePresetsTranslation } from './use-presets-translation';
import classes from './presets.module.css';

const isWebAddress = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Add procedure (spec 3 §3 "Procedure: url and type"): saved into the preset's object with the
 * generic save `{uuid, object, type: labType}`. A failed save is logged only (spec 3 §8) and the
 * popup stays open. Width 392px.
 */
export function ProcedureDialog({ row, onClose }: { row: PresetRow; onClose: () => void }) {
  const { t } = usePresetsTranslation();
  const current = row.object?.procedure as Procedure | undefined;
  const [url, setUrl] = useState(current?.url ?? '');
  const [type, setType] = useState<Procedure['type']>(current?.type ?? 'pdf');
  const [isTouched, setTouched] = useState(false);
  const save = useSavePreset();
  const isValid = isWebAddress(url.trim());

  const submit = () => {
    setTouched(true);
    if (!isValid || !row.object) return;
    const object = { ...row.object, procedure: { url: url.trim(), type } };
    save.mutate(genericSave(row.preset.uuid, row.preset.labType, object), { onSuccess: onClose });
  };

  return (
    <Dialog title={t('procedure.title', { name: row.preset.name })} size="392px" onClose={onClose}>
      <Stack className={classes.errors}>
        <TextInput
          label={t('procedure.url')}
          type="url"
          value={url}
          data-autofocus
          error={isTouched && !isValid ? t('procedure.urlError') : undefined}
          onChange={(event) => setUrl(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
        />
        <Select
          label={t('procedure.type')}
          data={PROCEDURE_TYPES.map((value) => ({ value, label: t(`procedure.types.${value}`) }))}
          value={type}
          allowDeselect={false}
          onChange={(value) => value && setType(value as Procedure['type'])}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('buttons.cancel')}
          </Button>
          <OnlineButton loading={save.isPending} onClick={submit}>
            {t('buttons.save')}
          </OnlineButton>
        </Group>
      </Stack>
    </Dialog>
  );
}
