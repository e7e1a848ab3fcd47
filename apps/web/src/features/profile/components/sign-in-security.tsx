import { ACCOUNT_TEXTS, type AccountSession, type AccountSummary } from '@lbd/shared/account';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { indiaDateTime } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { ACCOUNT_KEY, fetchAccount, signOutOtherSessions, signOutSession, updateSettings } from '../api';

const t = ACCOUNT_TEXTS;

/** Texts of this section that are the web's own. */
export const SECURITY_TEXTS = {
  alertsHeading: 'Sign-in alerts',
  alertsHelp:
    'We send the email to your sign-in address when a browser or network your account has not used in the last 90 days signs in.',
  devicesHeading: 'Where you are signed in',
  signOut: 'Sign out',
  signOutOthersConfirmButton: 'Sign out other devices',
  cancel: 'Cancel',
  loadFailed: 'Your sign-in details could not be loaded.',
  retry: 'Retry',
  signedOutOne: (device: string) => `Signed out of ${device}.`,
  signedOutOthers: (n: number) =>
    n === 0 ? 'No other device was signed in.' : `Signed out of ${n} other ${n === 1 ? 'device' : 'devices'}.`,
} as const;

/**
 * Profile Settings, 'Sign-in and security' (issue 23 item 30, decision 0088): the sign-in alert switch,
 * saved as it is turned, and the devices signed in to the account, each other one with 'Sign out', and
 * 'Sign out of all other devices' after a confirmation.
 */
export function SignInSecurity() {
  // A failure here says so in place: the rest of Profile Settings stays usable.
  const account = useQuery({ queryKey: ACCOUNT_KEY, queryFn: fetchAccount, meta: { handleErrors: false } });
  if (account.isPending) return <Skeleton variant="rounded" height={160} />;
  if (account.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void account.refetch()}>
            {SECURITY_TEXTS.retry}
          </Button>
        }
      >
        {SECURITY_TEXTS.loadFailed}
      </Alert>
    );
  return (
    <Stack spacing={3}>
      <SignInAlertsSwitch saved={account.data.sign_in_alerts} />
      <Devices sessions={account.data.sessions} />
    </Stack>
  );
}

function SignInAlertsSwitch({ saved }: { saved: boolean }) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useFeedback();
  const [failed, setFailed] = useState(false);
  // The switch turns as it is clicked (optimistic); once the saved value reaches the account, it counts
  // again. The query client tells the page a task after the mutation, so the switch must not wait for it.
  const [requested, setRequested] = useState<boolean | null>(null);
  const [savedValue, setSavedValue] = useState(saved);
  if (savedValue !== saved) {
    setSavedValue(saved);
    setRequested(null);
  }
  const save = useMutation({
    mutationFn: updateSettings,
    meta: { handleErrors: false },
    onSuccess: (settings) => {
      queryClient.setQueryData<AccountSummary>(ACCOUNT_KEY, (current) =>
        current ? { ...current, sign_in_alerts: settings.sign_in_alerts } : current,
      );
      showSnackbar(settings.sign_in_alerts ? t.signInAlertsOn : t.signInAlertsOff);
    },
    onError: () => {
      setRequested(null);
      setFailed(true);
    },
  });
  return (
    <Box component="section" aria-labelledby="sign-in-alerts-heading">
      <Typography variant="subtitle1" component="h3" id="sign-in-alerts-heading" sx={{ fontWeight: 600 }}>
        {SECURITY_TEXTS.alertsHeading}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={requested ?? saved}
            onChange={(event) => {
              setFailed(false);
              setRequested(event.target.checked);
              save.mutate({ sign_in_alerts: event.target.checked });
            }}
            slotProps={{ input: { 'aria-describedby': 'sign-in-alerts-help' } }}
          />
        }
        label={t.signInAlertsLabel}
      />
      <Typography id="sign-in-alerts-help" variant="body2" color="text.secondary">
        {SECURITY_TEXTS.alertsHelp}
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t.settingNotSaved}
        </Alert>
      )}
    </Box>
  );
}

function Devices({ sessions }: { sessions: AccountSession[] }) {
  const queryClient = useQueryClient();
  const { showSnackbar, showPopup } = useFeedback();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.filter((s) => !s.current);

  /** Take ended sessions off the list at once, then read it again. */
  const forget = (ended: (s: AccountSession) => boolean) => {
    queryClient.setQueryData<AccountSummary>(ACCOUNT_KEY, (current) =>
      current ? { ...current, sessions: current.sessions.filter((s) => !ended(s)) } : current,
    );
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
  };
  const onFailure = (error: unknown) => {
    showPopup(failurePopup(error));
    // A session that has ended meanwhile (404) leaves the list too.
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
  };
  const endOne = useMutation({
    mutationFn: (session: AccountSession) => signOutSession(session.id),
    meta: { handleErrors: false },
    onSuccess: (_ended, session) => {
      forget((s) => s.id === session.id);
      showSnackbar(SECURITY_TEXTS.signedOutOne(session.device));
    },
    onError: onFailure,
  });
  const endOthers = useMutation({
    mutationFn: signOutOtherSessions,
    meta: { handleErrors: false },
    onSuccess: (ended) => {
      setConfirming(false);
      forget((s) => !s.current);
      showSnackbar(SECURITY_TEXTS.signedOutOthers(ended));
    },
    onError: (error) => {
      setConfirming(false);
      onFailure(error);
    },
  });

  return (
    <Box component="section" aria-labelledby="signed-in-devices-heading">
      <Typography variant="subtitle1" component="h3" id="signed-in-devices-heading" sx={{ fontWeight: 600 }}>
        {SECURITY_TEXTS.devicesHeading}
      </Typography>
      <List aria-labelledby="signed-in-devices-heading" disablePadding>
        {sessions.map((session) => {
          const detailsId = `session-${session.id}-details`;
          return (
            <ListItem
              key={session.id}
              divider
              sx={{ px: 0, flexWrap: 'wrap', columnGap: 2 }}
              secondaryAction={
                session.current ? undefined : (
                  <Button
                    size="small"
                    aria-label={`${SECURITY_TEXTS.signOut} ${session.device}`}
                    aria-describedby={detailsId}
                    disabled={endOne.isPending && endOne.variables?.id === session.id}
                    onClick={() => endOne.mutate(session)}
                  >
                    {SECURITY_TEXTS.signOut}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    {session.device}
                    {session.current && <Chip size="small" color="primary" variant="outlined" label={t.thisDevice} />}
                  </Box>
                }
                secondary={
                  <span id={detailsId}>
                    {[
                      session.ip,
                      `Signed in ${indiaDateTime(session.signed_in_at)}`,
                      `last active ${indiaDateTime(session.last_used_at)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                }
                sx={{ pr: session.current ? 0 : 10 }}
              />
            </ListItem>
          );
        })}
      </List>
      {others.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t.noOtherSessions}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" color="error" disabled={others.length === 0} onClick={() => setConfirming(true)}>
          {t.signOutOthers}
        </Button>
      </Box>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="sign-out-others-title"
        aria-describedby="sign-out-others-text"
      >
        <DialogTitle id="sign-out-others-title">{t.signOutOthers}?</DialogTitle>
        <DialogContent>
          <DialogContentText id="sign-out-others-text">{t.signOutOthersConfirm}</DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* The first control takes the focus: the safe answer. */}
          <Button autoFocus onClick={() => setConfirming(false)}>
            {SECURITY_TEXTS.cancel}
          </Button>
          <Button color="error" variant="contained" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
            {SECURITY_TEXTS.signOutOthersConfirmButton}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
