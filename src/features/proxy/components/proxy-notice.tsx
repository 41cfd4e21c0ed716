import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { ProxyState } from '@/lib/proxy-state';
import { useServices } from '@/lib/services';
import { leaveProxy } from '../proxy-actions';
import { displayName } from './proxy-page';
import { useProxyTranslation } from './use-proxy-translation';

/** The header's proxy notice (spec 1 §2): who is proxied, 'Return to proxy' and 'End Proxy'. */
export function ProxyNotice({ proxy }: { proxy: ProxyState }) {
  const { t } = useProxyTranslation();
  const navigate = useNavigate();
  const services = useServices();
  const [ending, setEnding] = useState(false);
  return (
    <Group gap="xs" wrap="nowrap" role="status" aria-label={t('notice.label')}>
      <Text size="sm" fw={600}>
        {t('notice.proxying', { name: displayName(proxy.user) })}
      </Text>
      <Badge color={proxy.readOnly ? 'gray' : 'dark'} variant={proxy.readOnly ? 'light' : 'filled'}>
        {t(proxy.readOnly ? 'notice.readOnly' : 'notice.full')}
      </Badge>
      <Button size="compact-sm" variant="default" onClick={() => void navigate({ to: '/proxy' })}>
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
  );
}
