import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UserSearchRow } from '@common/schemas/proxy';
import { ApiError } from '@/lib/api-client';
import type { ProxiedUser, ProxyState } from '@/lib/proxy-state';
import { useServices } from '@/lib/services';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStartProxy, useUserSearch } from '../api/proxy-api';
import { readCommonUsers } from '../common-users';
import { enterProxy, leaveProxy } from '../proxy-actions';
import { useProxyTranslation } from './use-proxy-translation';

export const displayName = (u: Pick<ProxiedUser, 'FirstName' | 'LastName' | 'UserName'>) =>
  [u.FirstName, u.LastName].filter(Boolean).join(' ') || u.UserName;

interface UserTableProps {
  caption: string;
  users: readonly UserSearchRow[];
  selectedId: string | undefined;
  onSelect: (user: UserSearchRow) => void;
}

function UserTable({ caption, users, selectedId, onSelect }: UserTableProps) {
  const { t } = useProxyTranslation();
  return (
    <Table striped highlightOnHover>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <VisuallyHidden>{t('results.selectColumn')}</VisuallyHidden>
          </Table.Th>
          <Table.Th>{t('results.email')}</Table.Th>
          <Table.Th>{t('results.username')}</Table.Th>
          <Table.Th>{t('results.name')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.UserId} onClick={() => onSelect(user)} style={{ cursor: 'pointer' }}>
            <Table.Td>
              <Radio
                checked={user.UserId === selectedId}
                onChange={() => onSelect(user)}
                aria-label={t('results.select', { name: user.UserName })}
                name={`proxy-user-${caption}`}
              />
            </Table.Td>
            <Table.Td>{user.Email}</Table.Td>
            <Table.Td>{user.UserName}</Table.Td>
            <Table.Td>{displayName(user)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface ProxyPageProps {
  /** The signed-in support user (not the proxied one). */
  supportUserId: string;
  /** This tab's proxy, when one is on. */
  proxy: ProxyState | null;
}

/**
 * /proxy (spec 1 §2 "Proxy"): a search box, common users, results with e-mail and username; once
 * a user is selected, Proxy and Read Only Proxy (read-only is the default, so it comes first).
 */
export function ProxyPage({ supportUserId, proxy }: ProxyPageProps) {
  const { t } = useProxyTranslation();
  useDocumentTitle(t('title'));
  const services = useServices();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const search = useUserSearch(debounced);
  const common = useMemo(() => readCommonUsers(localStorage, supportUserId), [supportUserId]);
  const [selected, setSelected] = useState<UserSearchRow>();
  const start = useStartProxy();
  const [ending, setEnding] = useState(false);

  const begin = (readOnly: boolean) => {
    if (!selected) return;
    start.mutate(
      { userId: selected.UserId, readOnly },
      { onSuccess: (session) => enterProxy(supportUserId, session) },
    );
  };

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      {proxy ? (
        <Alert color="orange" title={t('current', { name: displayName(proxy.user) })}>
          <Button
            variant="default"
            loading={ending}
            onClick={() => {
              setEnding(true);
              void leaveProxy(services, proxy);
            }}
          >
            {t('notice.endProxy')}
          </Button>
        </Alert>
      ) : null}
      <TextInput
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        description={t('search.hint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
        rightSection={search.isFetching ? <Loader size="xs" /> : null}
      />
      {selected ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text fw={600}>
              {t('selected', { name: displayName(selected), email: selected.Email })}
            </Text>
            <Group>
              <Button loading={start.isPending} onClick={() => begin(true)}>
                {t('readOnlyProxy')}
              </Button>
              <Button variant="outline" loading={start.isPending} onClick={() => begin(false)}>
                {t('proxy')}
              </Button>
            </Group>
            {start.isError ? (
              <Alert color="red" role="alert">
                {t('startFailed', {
                  message:
                    start.error instanceof ApiError ? start.error.message : String(start.error),
                })}
              </Alert>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      <section aria-labelledby="proxy-results">
        <Title order={2} size="h4" id="proxy-results" mb="xs">
          {t('results.heading')}
        </Title>
        {search.isError ? (
          <Alert color="red" role="alert">
            {t('search.failed')}
          </Alert>
        ) : search.data && search.data.length === 0 ? (
          <Text c="dimmed">{t('search.none')}</Text>
        ) : search.data ? (
          <UserTable
            caption={t('results.heading')}
            users={search.data}
            selectedId={selected?.UserId}
            onSelect={setSelected}
          />
        ) : null}
      </section>
      <section aria-labelledby="proxy-common">
        <Title order={2} size="h4" id="proxy-common" mb="xs">
          {t('common.heading')}
        </Title>
        {common.length === 0 ? (
          <Text c="dimmed">{t('common.none')}</Text>
        ) : (
          <UserTable
            caption={t('common.heading')}
            users={common}
            selectedId={selected?.UserId}
            onSelect={setSelected}
          />
        )}
      </section>
    </Stack>
  );
}
