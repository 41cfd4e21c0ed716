import { Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconDesktop, IconExternal } from '@/components/icons';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Fired when the user opens the desktop labs (spec 2: "emits an open-desktop event"). */
export const OPEN_DESKTOP_EVENT = 'lab-portal:open-desktop';

/**
 * The desktop frame page: users who own desktop products but no web product see this instead of
 * the lab list, with the Desktop Labs card. `onOpen` opens the desktop window the portal keeps
 * talking to (composed in src/app with the lab frame's desktop-window protocol).
 */
export function DesktopLabsPage({
  productNames,
  onOpen,
}: {
  productNames: string[];
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('desktop.title'));
  const open = () => {
    window.dispatchEvent(new CustomEvent(OPEN_DESKTOP_EVENT, { detail: { productNames } }));
    onOpen();
  };
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('desktop.title')}</Title>
      <Text>{t('desktop.intro')}</Text>
      <Card
        component="article"
        aria-labelledby="desktop-labs-card"
        withBorder
        radius="md"
        padding="lg"
      >
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
            <IconDesktop size={28} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('desktop.cardTitle')}
          </Title>
          <List>
            {productNames.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
          <Button onClick={open} rightSection={<IconExternal size={16} />}>
            {t('desktop.open')}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
