import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@common/schemas/config';
import { ApiError, createApiClient } from '@/lib/api-client';
import { getTopicActivities } from './get-topic-activities';

const config = { services: { presetsApi: 'http://portal.test/presets-api' } } as RuntimeConfig;

const answering = (status: number, body: unknown) =>
  createApiClient({
    getAccessToken: () => 'token',
    getUserId: () => 'user-1',
    fetch: () =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      ),
  });

const activity = {
  id: 1,
  name: 'Density of metals',
  link: '/physics-density/0b7e5a10-8c1d-4e2f-9a01-000000000011',
  lang: 'en',
  lab: 'Density',
  metaData: '{"templateTags":[],"tags":["General"]}',
};

describe('a topic’s activities', () => {
  it('are the answer’s list', async () => {
    const api = answering(200, [activity]);
    await expect(getTopicActivities({ api, config }, 5)).resolves.toEqual([activity]);
  });

  it('are none when the answer has an err field or the topic is gone', async () => {
    const err = { err: 'not_found', message: 'No such topic' };
    await expect(getTopicActivities({ api: answering(200, err), config }, 5)).resolves.toEqual([]);
    await expect(getTopicActivities({ api: answering(404, err), config }, 5)).resolves.toEqual([]);
  });

  it('fail on other errors, so the list says it could not load', async () => {
    await expect(
      getTopicActivities({ api: answering(500, { message: 'boom' }), config }, 5),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
