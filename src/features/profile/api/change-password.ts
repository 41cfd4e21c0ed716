import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@common/schemas/users';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';

/** POST {userApi}/users/{userId}/changepassword: oldPassword, newPassword, confirmPassword. */
export function changePassword(
  { api, config }: ApiContext,
  userId: string,
  body: ChangePasswordBody,
): Promise<void> {
  return api.request(serviceUrl(config.services.userApi, 'users', userId, 'changepassword'), {
    store: 'user',
    method: 'POST',
    body: { ...body },
    parse: () => undefined,
  });
}

export function useChangePassword(userId: string) {
  const services = useServices();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(services, userId, body),
  });
}
