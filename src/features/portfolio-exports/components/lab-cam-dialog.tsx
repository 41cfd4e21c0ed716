import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { exportFileName, MAX_LAB_CAM_ITEMS } from '@common/domain/lab-cam';
import { DEFAULT_TIME_SCALE, TIME_SCALES, type TimeScale } from '@common/domain/lab-book-rules';
import { statementLanguage } from '@common/domain/statement-format';
import { Dialog } from '@/components/dialog';
import { useFeatureTranslation } from '@/lib/feature-translations';
import { saveFile } from '@/lib/save-file';
import { useServices } from '@/lib/services';
import { getLabCamRoster } from '../api/get-lab-cam-roster';
import { getLabCamStatements } from '../api/get-lab-cam-statements';
import { exportFailure } from '../export-errors';
import { NoStudentsError, runLabCamExport, type LabCamProgress } from '../lab-cam-export';
import { PORTFOLIO_EXPORTS_NAMESPACE, portfolioExportsLocales } from '../locales';

type Step =
  | { step: 'choose' }
  | { step: 'running'; progress: LabCamProgress }
  | { step: 'done'; fileName: string; isTruncated: boolean }
  | { step: 'failed'; reason: string };

/**
 * Spec 2 §4 "Export flow": choose the time scale, then initializing, fetching data with a
 * percentage, compiling, done; Cancel stops at any point, a failure offers Try again.
 */
export function LabCamDialog(props: { groupId: number; groupName: string; onClose: () => void }) {
  const { t, i18n } = useFeatureTranslation(PORTFOLIO_EXPORTS_NAMESPACE, portfolioExportsLocales);
  const services = useServices();
  const [scale, setScale] = useState<TimeScale>(DEFAULT_TIME_SCALE);
  const [state, setState] = useState<Step>({ step: 'choose' });
  const running = useRef<AbortController | null>(null);
  // Closing the dialog stops an export in flight.
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    const { groupId } = props;
    try {
      const result = await runLabCamExport(
        {
          roster: (signal) => getLabCamRoster(services, groupId, signal),
          statements: (id, signal) => getLabCamStatements(services, groupId, id, scale, signal),
          loadXlsx: () => import('xlsx'),
          save: saveFile,
          fileName: (group) => exportFileName('LabCam', group, 'xlsx'),
          texts: {
            statement: t('labCam.sheet.statement'),
            time: t('labCam.sheet.time'),
            empty: t('labCam.sheet.empty'),
            truncated: t('labCam.sheet.truncated', { limit: MAX_LAB_CAM_ITEMS }),
            student: t('labCam.sheet.student'),
          },
          language: statementLanguage(i18n.language),
          locale: i18n.language,
        },
        (progress) => setState({ step: 'running', progress }),
        controller.signal,
      );
      setState({ step: 'done', fileName: result.fileName, isTruncated: result.isTruncated });
    } catch (error) {
      if (controller.signal.aborted) return;
      services.errorLog.record({
        store: 'portfolioExports',
        method: 'labCamExport',
        params: String(groupId),
        error: error instanceof Error ? error.message : String(error),
      });
      const reason =
        error instanceof NoStudentsError ? t('labCam.noStudents') : exportFailure(error, t);
      setState({ step: 'failed', reason });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };
  const cancel = () => {
    running.current?.abort();
    setState({ step: 'choose' });
  };

  return (
    <Dialog title={t('labCam.title', { group: props.groupName })} onClose={props.onClose}>
      <Stack>
        <Text size="sm">{t('labCam.intro')}</Text>
        <Radio.Group
          label={t('labCam.scale')}
          value={String(scale)}
          onChange={(value) => setScale(Number(value) as TimeScale)}
        >
          <Group mt="xs">
            {TIME_SCALES.map((value) => (
              <Radio
                key={value}
                value={String(value)}
                label={t(`scales.${value}`)}
                disabled={state.step === 'running'}
              />
            ))}
          </Group>
        </Radio.Group>
        {state.step === 'running' ? <ExportProgress progress={state.progress} /> : null}
        {state.step === 'done' ? (
          <Alert color="teal" role="status">
            {t('labCam.phase.done', { fileName: state.fileName })}
            {state.isTruncated ? ` ${t('labCam.truncated', { limit: MAX_LAB_CAM_ITEMS })}` : ''}
          </Alert>
        ) : null}
        {state.step === 'failed' ? (
          <Alert color="red" role="alert">
            {t('labCam.failed', { reason: state.reason })}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {state.step === 'running' ? (
            <Button variant="default" onClick={cancel}>
              {t('labCam.cancel')}
            </Button>
          ) : (
            <Button variant="default" onClick={props.onClose}>
              {t(state.step === 'done' ? 'labCam.close' : 'labCam.cancel')}
            </Button>
          )}
          {state.step === 'choose' || state.step === 'done' ? (
            <Button onClick={() => void start()} data-autofocus>
              {t('labCam.start')}
            </Button>
          ) : null}
          {state.step === 'failed' ? (
            <Button onClick={() => void start()}>{t('labCam.retry')}</Button>
          ) : null}
        </Group>
      </Stack>
    </Dialog>
  );
}

function ExportProgress({ progress }: { progress: LabCamProgress }) {
  const { t } = useFeatureTranslation(PORTFOLIO_EXPORTS_NAMESPACE, portfolioExportsLocales);
  const percent =
    progress.phase === 'initializing' ? 0 : progress.phase === 'fetching' ? progress.percent : 100;
  const text =
    progress.phase === 'fetching'
      ? t('labCam.phase.fetching', { percent: progress.percent })
      : t(`labCam.phase.${progress.phase}`);
  return (
    <Stack gap={4}>
      <Progress
        value={percent}
        animated={progress.phase !== 'fetching'}
        aria-label={t('labCam.progressLabel')}
      />
      <Text size="sm" role="status">
        {text}
      </Text>
    </Stack>
  );
}
