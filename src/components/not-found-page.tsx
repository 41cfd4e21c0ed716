import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Center mih={320} p="lg">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Button
          renderRoot={(props) => (
            <Link {...props} to="/labs/{-$uuid}" params={{ uuid: undefined }} />
          )}
        >
          {t('notAvailable.backToLabs')}
        </Button>
      </Stack>
    </Center>
  );
}
