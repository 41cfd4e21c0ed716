import { useState } from 'react';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { ProxyState } from '@/lib/proxy-state';
import { useServices } from '@/lib/services';
import { leaveProxy } from '../proxy-actions';
import { displayName } from './proxy-page';
import { useProxyTranslation } from './use-proxy-translation';

/**
 * The proxy notice (spec 1 §2): who is proxied, 'Return to proxy' and 'End Proxy'. A bar right
 * under the header, above every page: in the header itself it would crowd out the tabs.
 */
export function ProxyNotice({ proxy }: { proxy: ProxyState }) {
  const { t } = useProxyTranslation();
  const navigate = useNavigate();
  const services = useServices();
  const [ending, setEnding] = useState(false);
  return (
    <Alert
      role="status"
      aria-label={t('notice.label')}
      variant="light"
      color="orange"
      mb="sm"
      py={6}
    >
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap="xs">
          <Text size="sm" fw={700} c="var(--mantine-color-text)">
            {t('notice.proxying', { name: displayName(proxy.user) })}
          </Text>
          <Badge color="dark" variant={proxy.readOnly ? 'outline' : 'filled'}>
            {t(proxy.readOnly ? 'notice.readOnly' : 'notice.full')}
          </Badge>
        </Group>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => void navigate({ to: '/proxy' })}
          >
            {t('notice.returnToProxy')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            loading={ending}
            onClick={() => {
              setEnding(true);
              void leaveProxy(services, proxy);
            }}
          >
            {t('notice.endProxy')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
