import type { CardType, PortfolioEntry } from '@lbd/shared/portfolio';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { MY_PORTFOLIO_KEY, deleteEntry } from '../api';
import { CARD_NOUNS, entryView } from '../entry-view';

/** Toast after an entry was deleted. */
export const DELETED_TEXT = 'The entry has been removed from your portfolio.';

export interface DeleteEntryDialogProps {
  card: CardType;
  entry: PortfolioEntry;
  onClose: () => void;
}

/** Asks before deleting an entry; a degree takes its subjects with it. */
export function DeleteEntryDialog({ card, entry, onClose }: DeleteEntryDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const { showToast, showPopup } = useFeedback();
  const remove = useMutation({
    mutationFn: () => deleteEntry(card, entry.id),
    meta: { handleErrors: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MY_PORTFOLIO_KEY });
      showToast({ message: DELETED_TEXT, kind: 'delete' });
      onClose();
    },
    onError: (error) => showPopup(failurePopup(error)),
  });
  const noun = CARD_NOUNS[card];
  return (
    <Dialog open onClose={() => !remove.isPending && onClose()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{`Delete this ${noun}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {`"${entryView(entry).title}" will be removed from your portfolio${
            card === 'education' ? ' together with its semester subjects' : ''
          }. Its points go with it.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => remove.mutate()} disabled={remove.isPending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
