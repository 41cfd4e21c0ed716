import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices, type ApiContext } from '@/lib/services';
import { bannerQueries } from './queries';

/** A banner change; once settled, the admin list and the banner area refresh. */
export function useBannerMutation<TVariables, TResult>(
  run: (ctx: ApiContext, variables: TVariables) => Promise<TResult>,
) {
  const ctx = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => run(ctx, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannerQueries.all }),
  });
}
