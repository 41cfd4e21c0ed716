import type { ProxiedUser } from '@/lib/proxy-state';

/** The proxy screen's "common users": the last ones this support user proxied, on this device. */
const MAX_COMMON = 8;
const keyOf = (supportUserId: string) => `lab-portal.proxy-common.${supportUserId}`;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readCommonUsers(storage: Store, supportUserId: string): ProxiedUser[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(keyOf(supportUserId)) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (u): u is ProxiedUser =>
            typeof (u as ProxiedUser)?.UserId === 'string' &&
            typeof (u as ProxiedUser).UserName === 'string' &&
            typeof (u as ProxiedUser).Email === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** `user` first, once, at most MAX_COMMON kept. */
export function rememberCommonUser(storage: Store, supportUserId: string, user: ProxiedUser) {
  const list = [
    user,
    ...readCommonUsers(storage, supportUserId).filter((u) => u.UserId !== user.UserId),
  ];
  storage.setItem(keyOf(supportUserId), JSON.stringify(list.slice(0, MAX_COMMON)));
}
