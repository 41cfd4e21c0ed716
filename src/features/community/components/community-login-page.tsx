import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useServices } from '@/lib/services';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getDiscourseUrl } from '../api/get-discourse-url';
import { useCommunityTranslation } from '../use-community-translation';

type HandOff = 'opening' | 'notConfigured' | 'failed';

/**
 * /communitylogin (spec 1 §4 "Community hand-off"): a loading image while the server signs the
 * forum's `sso`/`sig`, then the browser goes to the forum. A failure is logged (the API client
 * records it) and, rather than spinning for ever, the page says it could not open the community.
 */
export function CommunityLoginPage({
  userId,
  sso,
  sig,
}: {
  userId: string;
  sso: string | undefined;
  sig: string | undefined;
}) {
  const { t } = useCommunityTranslation();
  const { t: tApp } = useTranslation();
  const title = tApp('pages.communitylogin');
  useDocumentTitle(title);
  const services = useServices();
  const [state, setState] = useState<HandOff>('opening');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    getDiscourseUrl(services, userId, { payload: sso ?? '', sig: sig ?? '' }).then(
      (url) => window.location.assign(url),
      (err) => setState(err instanceof ApiError && err.status === 404 ? 'notConfigured' : 'failed'),
    );
  }, [services, userId, sso, sig]);

  if (state === 'opening') {
    return (
      <Center mih={240} role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Title order={1} size="h3">
            {title}
          </Title>
          <Loader size="lg" aria-hidden="true" />
          <Text c="dimmed">{t('opening')}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap="md" maw={720} align="flex-start">
      <Title order={1}>{title}</Title>
      <Alert color={state === 'failed' ? 'red' : 'gray'} role="alert" w="100%">
        {t(state)}
      </Alert>
      <Button
        variant="default"
        renderRoot={(props) => <Link {...props} to="/labs/{-$uuid}" params={{ uuid: undefined }} />}
      >
        {t('backToLabs')}
      </Button>
    </Stack>
  );
}
