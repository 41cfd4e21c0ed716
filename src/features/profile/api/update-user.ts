import { useMutation } from '@tanstack/react-query';
import type { UpdateUserBody, User } from '@common/schemas/users';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';

/** PUT {userApi}/users/{userId}: username, firstName, lastName, campusId, region. */
export function updateUser(
  { api, config }: ApiContext,
  userId: string,
  body: UpdateUserBody,
): Promise<User> {
  return api.request(serviceUrl(config.services.userApi, 'users', userId), {
    store: 'user',
    method: 'PUT',
    body: { ...body },
    parse: async (data) => (await import('@common/schemas/users')).userSchema.parse(data),
  });
}

export function useUpdateUser(userId: string) {
  const services = useServices();
  return useMutation({ mutationFn: (body: UpdateUserBody) => updateUser(services, userId, body) });
}
