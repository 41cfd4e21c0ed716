import {
  ltiConsumerSavedSchema,
  type CreateLtiConsumerBody,
  type LtiConsumerSaved,
} from '@common/schemas/lti';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { useLtiMutation } from './lti-mutation';

/** POST {userApi}/lti1-settings: answers the new connection and its secret (shown once). */
export async function createLtiConsumer(
  { api, config }: ApiContext,
  body: CreateLtiConsumerBody,
): Promise<LtiConsumerSaved> {
  return api.request(serviceUrl(config.services.userApi, 'lti1-settings'), {
    store: 'lti',
    method: 'POST',
    body: { ...body },
    parse: (data) => ltiConsumerSavedSchema.parse(data),
  });
}

export function useCreateLtiConsumer() {
  return useLtiMutation(createLtiConsumer);
}
