import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternal, IconRefresh } from '@/components/icons';
import { useFeatureTranslation } from '@/lib/feature-translations';
import { LAB_FRAME_NAMESPACE, labFrameLocales } from '../locales';

/**
 * Over the frame when the lab has not said hello in time (LAB_HELLO_TIMEOUT_MS): what happened
 * and the two ways on, instead of "Connecting to the lab…" for ever. The lab keeps loading
 * behind it; a late hello hides it.
 */
export function LabNotResponding({
  labName,
  src,
  onRetry,
}: {
  labName: string;
  src: string;
  onRetry: () => void;
}) {
  const { t } = useFeatureTranslation(LAB_FRAME_NAMESPACE, labFrameLocales);
  return (
    <Center
      style={{
        position: 'absolute',
        inset: 0,
        background: 'var(--mantine-color-body)',
        padding: 'var(--mantine-spacing-lg)',
      }}
    >
      <Paper withBorder radius="md" p="xl" maw={520} role="alert">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('notResponding.title', { lab: labName })}
          </Title>
          <Text>{t('notResponding.text')}</Text>
          <Group gap="sm">
            <Button leftSection={<IconRefresh size={16} />} onClick={onRetry}>
              {t('notResponding.retry')}
            </Button>
            <Button
              component="a"
              href={src}
              target="_blank"
              rel="noopener"
              variant="default"
              rightSection={<IconExternal size={16} />}
            >
              {t('notResponding.openInNewTab')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
