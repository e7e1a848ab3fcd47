import { CLUB_TEXTS, type ClubDetail } from '@lbd/shared/clubs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { CLUB_KEYS, closeClub, publishClub } from '../api';

/** Edit, Publish and Close for those who run the club (Discard lives in the edit form). */
export function ManagerBar({
  club,
  onEdit,
  showDashboardLink = true,
}: {
  club: ClubDetail;
  onEdit: () => void;
  showDashboardLink?: boolean;
}) {
  const { showToast, showPopup } = useFeedback();
  const queryClient = useQueryClient();
  const onSuccess = (message: string) => (data: ClubDetail) => {
    queryClient.setQueryData(CLUB_KEYS.detail(club.id), data);
    void queryClient.invalidateQueries({ queryKey: CLUB_KEYS.all });
    showToast({ message, kind: 'success' });
  };
  const publish = useMutation({
    mutationFn: () => publishClub(club.id),
    meta: { handleErrors: false },
    onSuccess: onSuccess(CLUB_TEXTS.publishedToast),
    onError: (err) => {
      // A draft that is not complete yet: the form shows which fields need work.
      onEdit();
      showPopup(failurePopup(err));
    },
  });
  const close = useMutation({
    mutationFn: () => closeClub(club.id),
    meta: { handleErrors: false },
    onSuccess: onSuccess(CLUB_TEXTS.closedToast),
    onError: (err) => showPopup(failurePopup(err)),
  });
  return (
    <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', columnGap: 1, rowGap: 1 }}>
      <Button variant="outlined" onClick={onEdit}>
        Edit
      </Button>
      {club.status !== 'published' && (
        <Button variant="contained" onClick={() => publish.mutate()} disabled={publish.isPending}>
          Publish
        </Button>
      )}
      {club.status === 'published' && (
        <Button color="warning" onClick={() => close.mutate()} disabled={close.isPending}>
          Close
        </Button>
      )}
      {showDashboardLink && (
        <Button component={RouterLink} to={`/clubDashboard/${club.id}`}>
          Dashboard
        </Button>
      )}
    </Stack>
  );
}
