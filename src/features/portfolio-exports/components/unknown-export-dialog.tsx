import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PDF_EXPORT_NOTIFICATION_MS } from '@common/schemas/functions';
import { Dialog } from '@/components/dialog';
import { ApiError } from '@/lib/api-client';
import { useFeatureTranslation } from '@/lib/feature-translations';
import { useServices } from '@/lib/services';
import { exportUnknownReports, type PdfJobs } from '../api/export-unknown-reports';
import { PORTFOLIO_EXPORTS_NAMESPACE, portfolioExportsLocales } from '../locales';

/**
 * Spec 3 §7 "Unknown-report PDF export": the options (names, times), then the server renders the
 * group's unknown reports and the PDF downloads as `Unknowns-{group}.pdf`. The processing
 * notification shows like the lab book's export; a failure is said in the dialog.
 */
export function UnknownExportDialog(props: {
  groupId: number;
  groupName: string;
  jobs: PdfJobs;
  printName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useFeatureTranslation(PORTFOLIO_EXPORTS_NAMESPACE, portfolioExportsLocales);
  const services = useServices();
  const [dontPrintName, setDontPrintName] = useState(false);
  const [dontPrintTime, setDontPrintTime] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    const notificationId = `unknown-reports-${Date.now()}`;
    setBusy(true);
    setFailure(null);
    notifications.show({
      id: notificationId,
      message: t('unknowns.processing'),
      loading: true,
      autoClose: PDF_EXPORT_NOTIFICATION_MS,
    });
    try {
      const language = i18n.language.slice(0, 2);
      const { fileName } = await exportUnknownReports(
        services,
        props.jobs,
        {
          groupId: props.groupId,
          dontPrintName,
          dontPrintTime,
          printName: props.printName,
          lang: language === 'es' || language === 'pt' ? language : 'en',
        },
        i18n.language,
      );
      notifications.hide(notificationId);
      notifications.show({ color: 'teal', message: t('unknowns.downloaded', { fileName }) });
      props.onClose();
    } catch (error) {
      notifications.hide(notificationId);
      services.errorLog.record({
        store: 'portfolioExports',
        method: 'exportUnknownReports',
        params: String(props.groupId),
        error: error instanceof Error ? error.message : String(error),
      });
      const isEmpty = error instanceof ApiError && error.status === 404;
      setFailure(t(isEmpty ? 'unknowns.none' : 'unknowns.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('unknowns.title', { group: props.groupName })} onClose={props.onClose}>
      <Stack>
        <Text size="sm">{t('unknowns.intro')}</Text>
        <Checkbox
          label={t('unknowns.dontPrintName')}
          checked={dontPrintName}
          onChange={(event) => setDontPrintName(event.currentTarget.checked)}
        />
        <Checkbox
          label={t('unknowns.dontPrintTime')}
          checked={dontPrintTime}
          onChange={(event) => setDontPrintTime(event.currentTarget.checked)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('unknowns.cancel')}
          </Button>
          <Button loading={isBusy} onClick={() => void start()} data-autofocus>
            {t('unknowns.start')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
