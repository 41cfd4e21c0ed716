import { serviceUrl, type ApiContext } from '@/lib/services';

/** POST {presetsApi}/worksheets/set-instructor: raises an instructor below the rights threshold. */
export async function setInstructor({ api, config }: ApiContext, wsId: number) {
  await api.request(serviceUrl(config.services.presetsApi, 'worksheets', 'set-instructor'), {
    store: 'groups',
    method: 'POST',
    body: { id: wsId, isInstructor: true },
  });
}
