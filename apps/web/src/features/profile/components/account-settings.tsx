import {
  ACCOUNT_DELETION_TERMS,
  ACCOUNT_TEXTS,
  changePasswordBodySchema,
  type AccountSummary,
} from '@lbd/shared/account';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, validate, type FieldErrors } from '../../../lib/form-errors';
import { saveBlob } from '../../../lib/save-blob';
import { useSession } from '../../../lib/session';
import { ACCOUNT_KEY, changePassword, deleteAccount, exportAccount, fetchAccount } from '../api';

const EMPTY = { current_password: '', password: '', confirm_password: '' };

/** Change password: the current one, then the new one twice, with the sign-up rules (SPEC §5.2). */
export function ChangePasswordForm() {
  const { showToast, showPopup } = useFeedback();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: changePassword,
    meta: { handleErrors: false },
    onSuccess: () => {
      setValues(EMPTY);
      showToast({ message: ACCOUNT_TEXTS.passwordChanged, kind: 'success' });
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(error));
    },
  });
  const set = (field: keyof typeof EMPTY, value: string) => {
    setValues((now) => ({ ...now, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(changePasswordBodySchema, values);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    save.mutate(result.data);
  };
  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
    />
  );
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Change password">
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {field('current_password', 'Current password', 'current-password')}
        {field('password', 'New password', 'new-password')}
        {field('confirm_password', 'Confirm new password', 'new-password')}
        <Typography variant="body2" color="text.secondary">
          At least 8 characters, not a common password and not your email address. Your other sessions are signed out.
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Change password
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * Delete account (decision 0068): the export first, what goes and what stays and why, then the
 * password (or the word DELETE for an account without one); on success every session ends and the
 * user is signed out.
 */
export function DeleteAccount() {
  // A failure here says so in place: the rest of Profile Settings stays usable.
  const account = useQuery({ queryKey: ACCOUNT_KEY, queryFn: fetchAccount, meta: { handleErrors: false } });
  const { showPopup } = useFeedback();
  const [exported, setExported] = useState(false);
  const [open, setOpen] = useState(false);
  const download = useMutation({
    mutationFn: exportAccount,
    meta: { handleErrors: false },
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename ?? ACCOUNT_TEXTS.exportFileName);
      setExported(true);
    },
    onError: (error) => showPopup(failurePopup(error)),
  });
  if (account.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => void account.refetch()}>Retry</Button>}>
        We could not load your account. Please try again.
      </Alert>
    );
  if (!account.data) return null;
  const exportButton = (
    <Button
      variant={exported ? 'outlined' : 'contained'}
      onClick={() => download.mutate()}
      disabled={download.isPending}
    >
      Download my data
    </Button>
  );
  return (
    <Stack spacing={2}>
      <Typography>
        Deleting your account cannot be undone. Download your data first: a file with everything we hold about you (your
        profile, portfolio, applications, registrations, activities and settings).
      </Typography>
      <Box>{exportButton}</Box>
      {exported && <Alert severity="success">Your data has been downloaded.</Alert>}
      <Terms />
      {account.data.can_delete ? (
        <Box>
          <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
            Delete my account
          </Button>
        </Box>
      ) : (
        <Alert severity="info">{ACCOUNT_TEXTS.adminCannotDelete}</Alert>
      )}
      {open && (
        <ConfirmDelete
          account={account.data}
          exported={exported}
          exportButton={exportButton}
          onClose={() => setOpen(false)}
        />
      )}
    </Stack>
  );
}

function Terms() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          What is deleted
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {ACCOUNT_DELETION_TERMS.deleted.map((line) => (
            <Typography component="li" variant="body2" key={line} sx={{ mb: 0.5 }}>
              {line}
            </Typography>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          What is kept, and why
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {ACCOUNT_DELETION_TERMS.kept.map((line) => (
            <Typography component="li" variant="body2" key={line} sx={{ mb: 0.5 }}>
              {line}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function ConfirmDelete({
  account,
  exported,
  exportButton,
  onClose,
}: {
  account: AccountSummary;
  exported: boolean;
  exportButton: ReactNode;
  onClose: () => void;
}) {
  const { logout } = useSession();
  const { showToast, showPopup } = useFeedback();
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = account.has_password ? 'password' : 'confirm';
  const remove = useMutation({
    mutationFn: deleteAccount,
    meta: { handleErrors: false },
    onSuccess: () => {
      showToast({ message: ACCOUNT_TEXTS.accountDeleted, kind: 'info' });
      logout();
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(error));
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') {
      setErrors({
        [field]: account.has_password ? ACCOUNT_TEXTS.deletePasswordRequired : ACCOUNT_TEXTS.deleteWordRequired,
      });
      return;
    }
    remove.mutate(account.has_password ? { password: value } : { confirm: value });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-account-title" fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Delete account">
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {!exported && (
              <Alert severity="warning" action={exportButton}>
                You have not downloaded your data.
              </Alert>
            )}
            <Typography>
              Your sign-in, profile, portfolio and notifications are deleted now and you are signed out everywhere. This
              cannot be undone.
            </Typography>
            <TextField
              autoFocus
              label={account.has_password ? 'Your password' : `Type ${ACCOUNT_TEXTS.deleteWord} to confirm`}
              name={field}
              type={account.has_password ? 'password' : 'text'}
              autoComplete={account.has_password ? 'current-password' : 'off'}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setErrors({});
              }}
              error={Boolean(errors[field])}
              helperText={errors[field]}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={remove.isPending}>
            Delete my account
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
