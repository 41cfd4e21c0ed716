import { useMemo, useState } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { OnlineButton } from '@/components/online-button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePresets } from '../api/list-presets';
import {
  ALL_LABS,
  filterRows,
  inView,
  labCounts,
  sortRows,
  toRows,
  type LabFilter,
  type PresetRow,
  type PresetView,
  type Sort,
} from '../preset-rows';
import { AddLinkDialog } from './add-link-dialog';
import { CustomizeDialog } from './customize-dialog';
import { DeleteDialog } from './delete-dialog';
import { PresetsTable } from './presets-table';
import { PresetsToolbar } from './presets-toolbar';
import { ProcedureDialog } from './procedure-dialog';
import type { RowAction } from './row-actions';
import { usePresetActions } from './use-preset-actions';
import { usePresetsTranslation } from './use-presets-translation';

export interface PresetsViewer {
  userId: string;
  /** An instructor outside student view: the unknownType column and the instructor actions. */
  isInstructor: boolean;
  /** Labs whose presets this user does not see (beta labs for users who are no beta testers). */
  hiddenLabTypes: readonly number[];
}

type Dialog =
  | { kind: 'addLink' }
  | { kind: 'customize'; row: PresetRow }
  | { kind: 'procedure'; row: PresetRow }
  | { kind: 'delete'; row: PresetRow };

/**
 * /presets and /presets/{lab identifier} (spec 3 §2 "Presets"). `labType`: the lab of the route
 * filter, which preselects the lab filter and shows the system presets.
 */
export function PresetsPage({ viewer, labType }: { viewer: PresetsViewer; labType?: number }) {
  const { t, i18n } = usePresetsTranslation();
  useDocumentTitle(t('title'));
  const presets = usePresets(viewer.userId);
  const actions = usePresetActions();
  const [view, setView] = useState<PresetView>(labType === undefined ? 'mine' : 'system');
  const [lab, setLab] = useState<LabFilter>(labType ?? ALL_LABS);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>({ column: 'name', direction: 'asc' });
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);

  const rows = useMemo(
    () => inView(toRows(presets.data, viewer.hiddenLabTypes), view),
    [presets.data, viewer.hiddenLabTypes, view],
  );
  const labs = useMemo(() => {
    const counts = labCounts(rows, i18n.language);
    // The route's lab stays in the list even when this view has none of it.
    if (lab !== ALL_LABS && !counts.some((entry) => entry.labType === lab)) {
      const name = presets.data.find((p) => p.labType === lab)?.labName;
      if (name) counts.push({ labType: lab, name, count: 0 });
    }
    return counts;
  }, [rows, lab, presets.data, i18n.language]);
  const shown = useMemo(
    () => sortRows(filterRows(rows, { lab, search }), sort, i18n.language),
    [rows, lab, search, sort, i18n.language],
  );

  const onAction = (row: PresetRow, action: RowAction) => {
    if (action === 'customize' || action === 'procedure' || action === 'delete')
      setDialog({ kind: action, row });
    else if (action === 'copyLink') void actions.copyLink(row);
    else actions.setUnknowns(row, action);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <OnlineButton onClick={() => setDialog({ kind: 'addLink' })}>
          {t('buttons.addLink')}
        </OnlineButton>
      </Group>
      <PresetsToolbar
        view={view}
        onViewChange={setView}
        lab={lab}
        labs={labs}
        total={rows.length}
        onLabChange={setLab}
        search={search}
        onSearchChange={setSearch}
      />
      <PresetsTable
        rows={shown}
        view={view}
        sort={sort}
        onSort={setSort}
        isInstructor={viewer.isInstructor}
        busyUuid={actions.savingUuid}
        onAction={onAction}
      />
      {dialog?.kind === 'addLink' ? (
        <AddLinkDialog
          onClose={close}
          onAdded={() => {
            close();
            setView('mine');
          }}
        />
      ) : null}
      {dialog?.kind === 'customize' ? <CustomizeDialog row={dialog.row} onClose={close} /> : null}
      {dialog?.kind === 'procedure' ? <ProcedureDialog row={dialog.row} onClose={close} /> : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog
          name={dialog.row.preset.name}
          isBusy={actions.isDeleting}
          onClose={close}
          onConfirm={() => actions.deletePreset(dialog.row, close)}
        />
      ) : null}
    </Stack>
  );
}
