import { usersConnectResponseSchema } from '@common/schemas/worksheets';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { connectBody, type WorksheetsPerson } from './connect-user';

/** POST {presetsApi}/worksheets/users-connect: worksheets ids of many users, keyed by userId. */
export function connectUsers({ api, config }: ApiContext, people: readonly WorksheetsPerson[]) {
  return api.request(serviceUrl(config.services.presetsApi, 'worksheets', 'users-connect'), {
    store: 'groups',
    method: 'POST',
    body: { users: people.map(connectBody) },
    parse: (data) => usersConnectResponseSchema.parse(data),
  });
}
