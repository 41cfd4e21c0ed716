import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices, type ApiContext } from '@/lib/services';
import { adminQueries } from './queries';

/** A change in the administrators' area; once settled the area's lists (and the audit log) refresh. */
export function useAdminMutation<TVariables, TResult>(
  run: (ctx: ApiContext, variables: TVariables) => Promise<TResult>,
) {
  const ctx = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => run(ctx, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.all }),
  });
}
