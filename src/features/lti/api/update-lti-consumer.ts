import {
  ltiConsumerSavedSchema,
  type LtiConsumerSaved,
  type UpdateLtiConsumerBody,
} from '@common/schemas/lti';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { useLtiMutation } from './lti-mutation';

/** PUT {userApi}/lti1-settings/{id}: a new secret comes back only when one was asked for. */
export async function updateLtiConsumer(
  { api, config }: ApiContext,
  input: { id: number; body: UpdateLtiConsumerBody },
): Promise<LtiConsumerSaved> {
  return api.request(serviceUrl(config.services.userApi, 'lti1-settings', input.id), {
    store: 'lti',
    method: 'PUT',
    body: { ...input.body },
    parse: (data) => ltiConsumerSavedSchema.parse(data),
  });
}

export function useUpdateLtiConsumer() {
  return useLtiMutation(updateLtiConsumer);
}
