// A mutation after which the given reads are stale (they are fetched again by whatever shows them).
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export function useRefreshingMutation<TInput, TResult>(stale: QueryKey[], run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
