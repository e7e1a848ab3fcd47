import type { InvitationType } from '@lbd/shared/invitations';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { answerInvitation, fetchMyInvitation, INVITATION_KEYS } from '../api';

const NOUN: Record<InvitationType, string> = { Club_Invited: 'club', Event_Invited: 'event' };

/**
 * A student's invitation to this club or event, answered in place (issue 23 item 30): Accept joins the
 * club or takes a seat at the event at once (the invitation is the organisation's approval); Decline
 * says no. `onAnswered` lets the page refresh what the answer changed.
 */
export function InvitationBanner({
  type,
  itemId,
  onAnswered,
}: {
  type: InvitationType;
  itemId: number;
  onAnswered: () => void;
}) {
  const { user } = useSession();
  const isStudent = user?.profile?.profile_type === 'STUDENT';
  const queryClient = useQueryClient();
  const { showSnackbar, showPopup } = useFeedback();
  const mine = useQuery({
    queryKey: INVITATION_KEYS.mine(type, itemId),
    queryFn: () => fetchMyInvitation(type, itemId),
    enabled: isStudent,
    // The page works without it: a failed look-up shows no banner rather than an error over the page.
    meta: { handleErrors: false },
  });
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') => answerInvitation(mine.data!.id, choice),
    meta: { handleErrors: false },
    onSuccess: (invitation) => {
      queryClient.setQueryData(INVITATION_KEYS.mine(type, itemId), invitation);
      showSnackbar(
        invitation.status === 'accepted'
          ? type === 'Club_Invited'
            ? 'Welcome to the club.'
            : 'Your place is confirmed.'
          : 'Invitation declined.',
      );
      onAnswered();
    },
    onError: (e) => showPopup(failurePopup(e)),
  });
  const invitation = mine.data;
  if (!isStudent || !invitation || invitation.status === 'accepted') return null;
  const who = invitation.org_name ?? 'The organisers';
  const declined = invitation.status === 'declined';
  return (
    <Alert
      severity={declined ? 'info' : 'success'}
      sx={{ mb: 2 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
            {declined ? 'Accept after all' : 'Accept'}
          </Button>
          {!declined && (
            <Button color="inherit" size="small" disabled={answer.isPending} onClick={() => answer.mutate('decline')}>
              Decline
            </Button>
          )}
        </Stack>
      }
    >
      {declined
        ? `You declined ${who}’s invitation to this ${NOUN[type]}.`
        : `${who} invited you to this ${NOUN[type]}${invitation.invited_by && invitation.invited_by !== invitation.org_name ? ` (sent by ${invitation.invited_by})` : ''}.`}
    </Alert>
  );
}
