import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { swapsFor } from '../../components/sortable-list';
import { useFeedback } from '../../lib/feedback';
import { failurePopup } from '../../lib/form-errors';

/**
 * A move in a list the API orders by sequence (a bank's questions, a quiz's slots; SPEC §4.7): n places
 * are n swaps with the neighbours, the last answer is the list in its new order. A failure shows the
 * popup and reads the list again (some swaps may have gone through).
 */
export function useSequenceMove<R extends { id: number }>({
  rows,
  swap,
  onMoved,
  queryKey,
}: {
  rows: readonly R[];
  swap: (a: number, b: number) => Promise<R[]>;
  onMoved: (rows: R[]) => void;
  queryKey: QueryKey;
}) {
  const queryClient = useQueryClient();
  const { showPopup } = useFeedback();
  return useMutation({
    mutationFn: async ({ from, to }: { from: number; to: number }) => {
      let latest = [...rows];
      for (const [a, b] of swapsFor(
        rows.map((r) => r.id),
        from,
        to,
      ))
        latest = await swap(a, b);
      return latest;
    },
    meta: { handleErrors: false },
    onSuccess: onMoved,
    onError: (e) => {
      showPopup(failurePopup(e));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
