import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices, type ApiContext } from '@/lib/services';
import { ltiQueries } from './queries';

/** An LMS-connection change; once settled (the server decides) the list refreshes. */
export function useLtiMutation<TVariables, TResult>(
  run: (ctx: ApiContext, variables: TVariables) => Promise<TResult>,
) {
  const ctx = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => run(ctx, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ltiQueries.all }),
  });
}
