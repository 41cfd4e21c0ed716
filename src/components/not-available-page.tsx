import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Title keys of the screens a later release brings. */
export type LaterPageKey = 'proxy';

/** Screens that a later release brings: an honest notice with the page's title, not a fake page. */
export function NotAvailablePage({ page }: { page: LaterPageKey }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}`);
  useDocumentTitle(title);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('notAvailable.heading')}
          </Title>
          <Text>{t('notAvailable.text', { page: title })}</Text>
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/labs/{-$uuid}" params={{ uuid: undefined }} />
            )}
            variant="light"
          >
            {t('notAvailable.backToLabs')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
