import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useServices, type ApiContext } from '@/lib/services';

/** A mutation that invalidates `keys` once it settled (success or not: the server decides). */
export function useGroupsMutation<TVariables, TResult>(
  run: (ctx: ApiContext, variables: TVariables) => Promise<TResult>,
  keys: (variables: TVariables) => QueryKey[],
) {
  const ctx = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => run(ctx, variables),
    onSettled: (_data, _error, variables) =>
      Promise.all(keys(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
