import { userConnectResponseSchema } from '@common/schemas/worksheets';
import { serviceUrl, type ApiContext } from '@/lib/services';

/** The portal user a worksheets account is made or found for (spec 1 §7 user-connect fields). */
export interface WorksheetsPerson {
  userId: string;
  isInstructor: boolean;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export function connectBody(person: WorksheetsPerson) {
  return {
    SID: person.userId,
    isInstructor: person.isInstructor,
    ...(person.firstName ? { FirstName: person.firstName.slice(0, 128) } : {}),
    ...(person.lastName ? { LastName: person.lastName.slice(0, 128) } : {}),
    ...(person.email ? { email: person.email } : {}),
  };
}

/** POST {presetsApi}/worksheets/user-connect: the caller's worksheets id (wsId) and rights. */
export function connectUser({ api, config }: ApiContext, person: WorksheetsPerson) {
  return api.request(serviceUrl(config.services.presetsApi, 'worksheets', 'user-connect'), {
    store: 'groups',
    method: 'POST',
    body: connectBody(person),
    parse: (data) => userConnectResponseSchema.parse(data),
  });
}
