import { ActionIcon, Menu } from '@mantine/core';
import type { UnknownType } from '@common/schemas/preset-objects';
import { supportsUnknownToggle } from '@common/domain/preset-unknowns';
import { useOnline } from '@/lib/use-online';
import type { PresetRow } from '../preset-rows';
import { usePresetsTranslation } from './use-presets-translation';

export type RowAction = 'customize' | 'procedure' | 'copyLink' | 'delete' | UnknownType;

/**
 * Row actions by role (spec 3 §6): instructors customize (labs without customization say so in
 * the popup, spec 3 §5), add procedures, make assigned or practice, copy the link and delete;
 * everyone else copies and deletes. Only saved presets have actions. Offline, only copying the
 * link works (the others need the server).
 */
export function RowActions(props: {
  row: PresetRow;
  isInstructor: boolean;
  isBusy: boolean;
  onAction: (action: RowAction) => void;
}) {
  const { t } = usePresetsTranslation();
  const isOnline = useOnline();
  const { row, isInstructor } = props;
  const labType = row.preset.labType;
  const canToggle = isInstructor && supportsUnknownToggle(labType) && row.unknownType !== null;
  const needsServer = !isOnline;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          loading={props.isBusy}
          aria-label={t('actions.menu', { name: row.preset.name })}
        >
          <span aria-hidden>⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {needsServer ? <Menu.Label>{t('actions.offline')}</Menu.Label> : null}
        {isInstructor ? (
          <Menu.Item disabled={needsServer} onClick={() => props.onAction('customize')}>
            {t('actions.customize')}
          </Menu.Item>
        ) : null}
        {isInstructor ? (
          <Menu.Item disabled={needsServer} onClick={() => props.onAction('procedure')}>
            {t('actions.procedure')}
          </Menu.Item>
        ) : null}
        {canToggle && row.unknownType !== 'assigned' ? (
          <Menu.Item disabled={needsServer} onClick={() => props.onAction('assigned')}>
            {t('actions.makeAssigned')}
          </Menu.Item>
        ) : null}
        {canToggle && row.unknownType !== 'practice' ? (
          <Menu.Item disabled={needsServer} onClick={() => props.onAction('practice')}>
            {t('actions.makePractice')}
          </Menu.Item>
        ) : null}
        <Menu.Item disabled={!row.lab} onClick={() => props.onAction('copyLink')}>
          {t('actions.copyLink')}
        </Menu.Item>
        <Menu.Item color="red" disabled={needsServer} onClick={() => props.onAction('delete')}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
