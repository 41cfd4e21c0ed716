import { Button, Checkbox, Group, Radio, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIME_SCALES, type TimeScale } from '@common/domain/lab-book-rules';
import { IconRefresh } from '@/components/icons';
import { useOnline } from '@/lib/use-online';
import type { HomePreference } from '../home-preference';
import { useDashboardTranslation } from '../use-dashboard-translation';
import { IconDownload } from './icons';

export interface ToolbarProps {
  scale: TimeScale;
  onScaleChange: (scale: TimeScale) => void;
  /** When the shown answer was computed; undefined before the first answer. */
  computedAt: number | undefined;
  /** The shown answer may be old: offline, or the last refresh failed. */
  isSaved: boolean;
  isRefreshing: boolean;
  onRefresh: () => void;
  isAnonymized: boolean;
  onAnonymizedChange: (value: boolean) => void;
  onDownloadCsv: (() => void) | null;
  home: HomePreference;
  onHomeChange: (isHome: boolean) => void;
}

export function DashboardToolbar(props: ToolbarProps) {
  const { t } = useDashboardTranslation();
  const { i18n } = useTranslation();
  const isOnline = useOnline();
  const time =
    props.computedAt === undefined
      ? undefined
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(props.computedAt),
        );
  return (
    <Stack gap="sm" role="group" aria-label={t('toolbar.label')}>
      <Radio.Group
        label={t('scale.label')}
        value={String(props.scale)}
        onChange={(value) => props.onScaleChange(Number(value) as TimeScale)}
      >
        <Group gap="md" mt={4}>
          {TIME_SCALES.map((scale) => (
            <Radio key={scale} value={String(scale)} label={t(`scale.${scale}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Group gap="md" align="center">
        <Tooltip label={t('toolbar.offlineRefresh')} disabled={isOnline}>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={16} />}
            loading={props.isRefreshing}
            data-disabled={!isOnline || undefined}
            aria-disabled={!isOnline || undefined}
            aria-description={isOnline ? undefined : t('toolbar.offlineRefresh')}
            onClick={(event) => (isOnline ? props.onRefresh() : event.preventDefault())}
          >
            {t('toolbar.refresh')}
          </Button>
        </Tooltip>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} />}
          disabled={!props.onDownloadCsv}
          onClick={() => props.onDownloadCsv?.()}
        >
          {t('toolbar.downloadCsv')}
        </Button>
        <Switch
          label={t('toolbar.anonymize')}
          description={t('toolbar.anonymizeHint')}
          checked={props.isAnonymized}
          onChange={(event) => props.onAnonymizedChange(event.currentTarget.checked)}
        />
        {props.home === 'unset' ? null : (
          <Checkbox
            label={t('home.makeHome')}
            checked={props.home === 'dashboard'}
            onChange={(event) => props.onHomeChange(event.currentTarget.checked)}
          />
        )}
      </Group>
      {time ? (
        <Text size="sm" c="dimmed">
          {props.isSaved ? t('toolbar.savedDataFrom', { time }) : t('toolbar.updated', { time })}
        </Text>
      ) : null}
    </Stack>
  );
}
