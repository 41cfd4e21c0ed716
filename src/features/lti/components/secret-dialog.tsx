import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { useLtiTranslation } from './use-lti-translation';

/** A new secret, shown this once with a copy button; it must be answered (Done). */
export function SecretDialog(props: { consumerKey: string; secret: string; onClose: () => void }) {
  const { t } = useLtiTranslation();
  return (
    <Dialog title={t('secret.title')} size="lg" onClose={props.onClose} isDismissible={false}>
      <Stack>
        <Text>{t('secret.text')}</Text>
        <div>
          <Text fw={600} id="lti-secret-key-label">
            {t('secret.key')}
          </Text>
          <Code block aria-labelledby="lti-secret-key-label">
            {props.consumerKey}
          </Code>
        </div>
        <div>
          <Text fw={600} id="lti-secret-label">
            {t('secret.secret')}
          </Text>
          <Code block aria-labelledby="lti-secret-label" data-testid="lti-secret">
            {props.secret}
          </Code>
        </div>
        <Group justify="flex-end">
          <CopyButton value={props.secret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} aria-live="polite">
                {copied ? t('secret.copied') : t('secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={props.onClose} data-autofocus>
            {t('secret.done')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
