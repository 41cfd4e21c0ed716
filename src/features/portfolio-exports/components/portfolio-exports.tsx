import { Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { Button, Group, Tooltip } from '@mantine/core';
import type { ClientGroup } from '@common/schemas/groups';
import { useFeatureTranslation } from '@/lib/feature-translations';
import { useOnline } from '@/lib/use-online';
import type { PdfJobs } from '../api/export-unknown-reports';
import { PORTFOLIO_EXPORTS_NAMESPACE, portfolioExportsLocales } from '../locales';
import { LabCamDialog } from './lab-cam-dialog';
import { UnknownExportDialog } from './unknown-export-dialog';

/** Spec 3 §6: exports are the instructor's (owner or co-instructor), not the TA's. */
export const isGroupInstructor = (group: ClientGroup) =>
  Boolean(group.isInstructor || group.coInstructor);

export interface PortfolioExportsProps {
  /** The group the Portfolio shows; null for All Groups. */
  group: ClientGroup | null;
  /** The groups of the Portfolio's group filter. */
  groups: readonly ClientGroup[];
  jobs: PdfJobs;
  /** Who prints (the unknown-report PDF's header). */
  printName: string;
}

/**
 * The Portfolio header's export buttons (spec 3 §2): unknown-image reports and lab-cam data.
 * Shown to instructors of a group only (nothing for a TA); with All Groups they wait for a group.
 * Both need the server: offline they stay focusable and say why.
 */
export function PortfolioExports(props: PortfolioExportsProps) {
  // The texts load with the first Portfolio visit: the header shows meanwhile, without buttons.
  return (
    <Suspense fallback={null}>
      <ExportButtons {...props} />
    </Suspense>
  );
}

function ExportButtons({ group, groups, jobs, printName }: PortfolioExportsProps) {
  const { t } = useFeatureTranslation(PORTFOLIO_EXPORTS_NAMESPACE, portfolioExportsLocales);
  const isOnline = useOnline();
  const subscribe = useCallback((onChange: () => void) => jobs.subscribe(onChange), [jobs]);
  const hasSocket = useSyncExternalStore(
    subscribe,
    () => jobs.isReady(),
    () => false,
  );
  const [open, setOpen] = useState<'labCam' | 'unknowns' | null>(null);

  if (group ? !isGroupInstructor(group) : !groups.some(isGroupInstructor)) return null;
  const labCamReason = !isOnline ? t('offline') : !group ? t('chooseGroup') : null;
  const unknownsReason = labCamReason ?? (!hasSocket ? t('unknowns.noConnection') : null);

  return (
    <Group gap="xs" role="group" aria-label={t('actions')}>
      <ExportButton
        label={t('unknowns.button')}
        reason={unknownsReason}
        onClick={() => setOpen('unknowns')}
      />
      <ExportButton
        label={t('labCam.button')}
        reason={labCamReason}
        onClick={() => setOpen('labCam')}
      />
      {group && open === 'labCam' ? (
        <LabCamDialog groupId={group.Id} groupName={group.Name} onClose={() => setOpen(null)} />
      ) : null}
      {group && open === 'unknowns' ? (
        <UnknownExportDialog
          groupId={group.Id}
          groupName={group.Name}
          jobs={jobs}
          printName={printName}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Group>
  );
}

/** A button that, when it cannot act, stays focusable and says why (tooltip and description). */
function ExportButton(props: { label: string; reason: string | null; onClick: () => void }) {
  if (!props.reason) {
    return (
      <Button variant="default" onClick={props.onClick}>
        {props.label}
      </Button>
    );
  }
  return (
    <Tooltip label={props.reason}>
      <Button
        variant="default"
        data-disabled
        aria-disabled
        aria-description={props.reason}
        onClick={(event) => event.preventDefault()}
      >
        {props.label}
      </Button>
    </Tooltip>
  );
}
