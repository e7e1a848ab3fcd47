import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { failurePopup } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { TERMS_PAGE } from '../../marketing';

/**
 * The blocking Terms of Use modal (SPEC §2.6, §4.1): shown after login while the profile has not
 * accepted the terms. Agree records the acceptance and reloads the user; Cancel logs out.
 */
export default function TermsModal() {
  const { refetchUser, logout } = useSession();
  const isMobile = useIsMobile();
  const accept = useMutation({
    mutationFn: async () => {
      await api.post('/api/update_terms_nd_cond', { body: { terms_nd_cond: true } });
      await refetchUser();
    },
    meta: { handleErrors: false },
  });
  const failure = accept.error ? failurePopup(accept.error).message : null;

  return (
    <Dialog
      open
      // Blocking: neither Escape nor a click outside closes it (no onClose).
      aria-labelledby="terms-title"
      aria-describedby="terms-intro"
      fullScreen={isMobile}
      maxWidth="sm"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id="terms-title" sx={{ fontWeight: 700 }}>
        {TERMS_PAGE.title}
      </DialogTitle>
      <DialogContent dividers>
        <Typography id="terms-intro" sx={{ mb: 2 }}>
          Please read the Terms of Use and agree to them to continue using Learn By Doing.
        </Typography>
        {TERMS_PAGE.sections.map((section) => (
          <section key={section.heading}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {paragraph}
              </Typography>
            ))}
          </section>
        ))}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={logout} disabled={accept.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => accept.mutate()} disabled={accept.isPending}>
          {accept.isPending ? 'Saving…' : 'Agree'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
