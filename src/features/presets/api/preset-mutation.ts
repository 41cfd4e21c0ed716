import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices, type ApiContext } from '@/lib/services';
import { presetQueries } from './queries';

/** A presets mutation; once settled (success or not: the server decides) the lists refresh. */
export function usePresetsMutation<TVariables, TResult>(
  run: (ctx: ApiContext, variables: TVariables) => Promise<TResult>,
) {
  const ctx = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => run(ctx, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: presetQueries.all }),
  });
}
