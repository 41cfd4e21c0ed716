import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFeatureTranslation } from '@/lib/feature-translations';
import { openWorksheets } from '@/lib/worksheets-launch';
import { OPENMATH_NAMESPACE, openmathLocales } from '../locales';

/**
 * /openmath: says what the open practice is (the worksheets site's course-less practice: the
 * template courses' assessments, graded at once, never recorded) and opens it in the worksheets
 * tab with a signed launch.
 */
export function OpenMathPage() {
  const { t } = useFeatureTranslation(OPENMATH_NAMESPACE, openmathLocales);
  useDocumentTitle(t('title'));
  const [failed, setFailed] = useState(false);

  const open = () => {
    setFailed(false);
    // In the click itself: the tab must open before anything is awaited.
    openWorksheets({ view: 'practice' }).catch((error: unknown) => {
      console.warn('[openmath] practice launch failed:', error);
      setFailed(true);
    });
  };

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('title')}</Title>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="openmath-practice">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4" id="openmath-practice">
            {t('heading')}
          </Title>
          <Text>{t('intro')}</Text>
          <Text>{t('honest')}</Text>
          <Text size="sm" c="dimmed">
            {t('newTab')}
          </Text>
          <Button onClick={open}>{t('open')}</Button>
          {failed && (
            <Text role="alert" c="red">
              {t('failed')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
