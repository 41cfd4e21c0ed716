import { ActionIcon, Anchor, Tooltip, VisuallyHidden } from '@mantine/core';
import { activityUrl } from '@common/domain/activity-rules';
import type { Activity } from '@common/schemas/activities';
import { toastError, toastSuccess } from './feedback';
import { IconCopy } from './icons';
import { useActivitiesTranslation } from './use-activities-translation';

/**
 * The activity's name: opens its lab with its preset in a new tab (the link is the portal's
 * loader path `/{lab identifier}/{preset uuid}`).
 */
export function ActivityName({ activity }: { activity: Pick<Activity, 'name' | 'link'> }) {
  const { t } = useActivitiesTranslation();
  return (
    <Anchor href={activity.link} target="_blank" rel="noopener">
      {activity.name}
      <VisuallyHidden> {t('link.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
}

/** Copies `{origin}{link}`, so the link works wherever it is pasted (spec 3 §8 toast). */
export function CopyActivityLink({ activity }: { activity: Pick<Activity, 'name' | 'link'> }) {
  const { t } = useActivitiesTranslation();
  const label = t('link.copy', { name: activity.name });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(activityUrl(window.location.origin, activity.link));
      toastSuccess(t('link.copied'));
    } catch (error) {
      console.warn('[activities] clipboard write failed:', error);
      toastError(t('link.copyFailed'));
    }
  };
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={() => void copy()}>
        <IconCopy size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
