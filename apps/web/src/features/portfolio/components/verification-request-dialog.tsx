import {
  CARD_SECTIONS,
  verificationRequestBodySchema,
  type CardType,
  type PortfolioEntry,
  type VerificationRequestBody,
} from '@lbd/shared/portfolio';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, validate } from '../../../lib/form-errors';
import { useFormFields } from '../../../lib/use-form-fields';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { MY_PORTFOLIO_KEY, requestVerification } from '../api';
import { entryView } from '../entry-view';

/** Texts of the verification request. */
export const VERIFICATION_TEXTS = {
  action: 'Request verification',
  sent: 'Your verification request has been sent.',
  intro:
    'Ask someone who knows this work (a teacher, mentor, manager or host) to confirm it. They get an email with a link; their confirmation shows on your portfolio.',
} as const;

export interface VerificationRequestDialogProps {
  card: CardType;
  entry: PortfolioEntry;
  onClose: () => void;
}

type Fields = { verifier_name: string; verifier_email: string; verifier_organisation: string };

/** Asks for the verifier's name, email and organisation, then POSTs the request (SPEC issue item 4). */
export function VerificationRequestDialog({ card, entry, onClose }: VerificationRequestDialogProps) {
  const titleId = useId();
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const { showToast, showPopup } = useFeedback();
  const form = useFormFields<Fields>({ verifier_name: '', verifier_email: '', verifier_organisation: '' });
  const send = useMutation({
    mutationFn: requestVerification,
    meta: { handleErrors: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MY_PORTFOLIO_KEY });
      showToast({ message: VERIFICATION_TEXTS.sent, kind: 'success' });
      onClose();
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      if (fields) {
        form.setErrors(fields);
        return;
      }
      if (error instanceof ApiError && error.status === 429) {
        form.setFormError(error.message);
        return;
      }
      showPopup(failurePopup(error));
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: VerificationRequestBody = { section: CARD_SECTIONS[card], entry_id: entry.id, ...form.values };
    const result = validate(verificationRequestBodySchema, body);
    if (result.errors) {
      form.setErrors(result.errors);
      return;
    }
    send.mutate(result.data);
  };

  const field = (name: keyof Fields, label: string, type = 'text') => (
    <TextField
      label={label}
      name={name}
      type={type}
      required
      fullWidth
      value={form.values[name]}
      onChange={(event) => form.setField(name, event.target.value)}
      error={Boolean(form.errors[name])}
      helperText={form.errors[name]}
    />
  );

  return (
    <Dialog
      open
      onClose={() => !send.isPending && onClose()}
      aria-labelledby={titleId}
      fullScreen={isMobile}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: handleSubmit } as object }}
    >
      <DialogTitle id={titleId}>{VERIFICATION_TEXTS.action}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          <strong>{entryView(entry).title}</strong>
        </DialogContentText>
        <DialogContentText sx={{ mb: 2 }}>{VERIFICATION_TEXTS.intro}</DialogContentText>
        {form.formError && (
          <DialogContentText role="alert" color="error" sx={{ mb: 2 }}>
            {form.formError}
          </DialogContentText>
        )}
        <Stack spacing={2}>
          {field('verifier_name', 'Name')}
          {field('verifier_email', 'Email', 'email')}
          {field('verifier_organisation', 'Organisation')}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          Send request
        </Button>
      </DialogActions>
    </Dialog>
  );
}
