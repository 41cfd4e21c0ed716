import { useMutation, useQuery } from '@tanstack/react-query';
import {
  proxySessionSchema,
  userSearchResultSchema,
  type ProxySession,
  type UserSearchRow,
} from '@common/schemas/proxy';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';

/** The proxy tool's calls are the support user's own: never sent with the proxy header. */
const asSupport = { store: 'proxy', proxy: false } as const;

/** `GET users/search?email&username&full=true&offset=0&limit=1000` (spec 1 §7), read as rows. */
export function searchUsers(
  { api, config }: ApiContext,
  text: string,
  signal?: AbortSignal,
): Promise<UserSearchRow[]> {
  return api.request(serviceUrl(config.services.userApi, 'users', 'search'), {
    ...asSupport,
    query: { email: text, username: text, full: true, offset: 0, limit: 1000 },
    signal,
    parse: (data) => userSearchResultSchema.parse(data),
  });
}

export function useUserSearch(text: string) {
  const ctx = useServices();
  const trimmed = text.trim();
  return useQuery({
    queryKey: ['proxy', 'search', trimmed],
    enabled: trimmed.length >= 2,
    staleTime: 30_000,
    queryFn: ({ signal }) => searchUsers(ctx, trimmed, signal),
  });
}

export function startProxy(
  { api, config }: ApiContext,
  targetUserId: string,
  readOnly: boolean,
): Promise<ProxySession> {
  return api.request(serviceUrl(config.services.userApi, 'proxy', 'sessions'), {
    ...asSupport,
    method: 'POST',
    body: { targetUserId, readOnly },
    parse: (data) => proxySessionSchema.parse(data),
  });
}

export function useStartProxy() {
  const ctx = useServices();
  return useMutation({
    mutationFn: ({ userId, readOnly }: { userId: string; readOnly: boolean }) =>
      startProxy(ctx, userId, readOnly),
  });
}

/** Ends the session on the server; a failure is only logged (the api client's error log). */
export async function endProxy({ api, config }: ApiContext, proxySessionId: number) {
  await api.request(serviceUrl(config.services.userApi, 'proxy', 'sessions', proxySessionId), {
    ...asSupport,
    method: 'DELETE',
  });
}
