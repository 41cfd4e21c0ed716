import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  createQueryClient,
  createUserPersister,
  deletePersistedCache,
  restoreAndPersist,
} from './query-client';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('persisted query cache', () => {
  it('restores what a user saw, per user, and forgets it on sign-out', async () => {
    const first = createQueryClient();
    const stop = await restoreAndPersist(first, createUserPersister('user-a'));
    await first.fetchQuery({
      queryKey: ['user', 'user-a', 'detail'],
      queryFn: async () => ({ name: 'Ada' }),
    });
    await wait(400); // throttled save
    stop();

    const reopened = createQueryClient();
    (await restoreAndPersist(reopened, createUserPersister('user-a')))();
    expect(reopened.getQueryData(['user', 'user-a', 'detail'])).toEqual({ name: 'Ada' });

    const otherUser = createQueryClient();
    (await restoreAndPersist(otherUser, createUserPersister('user-b')))();
    expect(otherUser.getQueryData(['user', 'user-a', 'detail'])).toBeUndefined();

    await deletePersistedCache('user-a');
    const afterSignOut = createQueryClient();
    (await restoreAndPersist(afterSignOut, createUserPersister('user-a')))();
    expect(afterSignOut.getQueryData(['user', 'user-a', 'detail'])).toBeUndefined();
  });
});
