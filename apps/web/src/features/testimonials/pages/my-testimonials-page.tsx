import {
  TESTIMONIAL_STATUS_LABELS,
  TESTIMONIAL_TEXTS as T,
  TESTIMONIAL_TYPE_LABELS,
  type MyTestimonial,
  type TestimonialType,
} from '@lbd/shared/testimonials';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { indiaDateTime } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { useSession } from '../../../lib/session';
import { useMyTestimonials, useWithdrawConsent } from '../api';
import { TestimonialForm } from '../components/testimonial-form';

function MyTestimonialItem({ t, onWithdraw }: { t: MyTestimonial; onWithdraw: (t: MyTestimonial) => void }) {
  const withdrawn = t.consent_withdrawn_at !== null;
  return (
    <Paper variant="outlined" component="article" aria-label="My testimonial" sx={{ p: 2.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={withdrawn ? TESTIMONIAL_STATUS_LABELS.WITHDRAWN : TESTIMONIAL_STATUS_LABELS[t.status]}
          color={withdrawn ? 'default' : t.status === 'REJECTED' ? 'warning' : 'primary'}
        />
        <Typography variant="body2" color="text.secondary">
          {TESTIMONIAL_TYPE_LABELS[t.type]}
        </Typography>
      </Box>
      {withdrawn ? (
        <Typography color="text.secondary">{T.withdrawnOn(indiaDateTime(t.consent_withdrawn_at))}</Typography>
      ) : (
        <>
          {t.rating !== null && <Rating value={t.rating} readOnly size="small" />}
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{t.text}</Typography>
          <Typography variant="caption" color="text.secondary">
            {T.consentGivenOn(indiaDateTime(t.consent_at))}: “{t.consent_text}”
          </Typography>
          <Box>
            <Button color="error" variant="outlined" size="small" onClick={() => onWithdraw(t)}>
              {T.withdraw}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}

/** /testimonials/mine: write a testimonial with consent, follow its review, withdraw the consent. */
export default function MyTestimonialsPage() {
  const { user } = useSession();
  const mine = useMyTestimonials();
  const withdraw = useWithdrawConsent();
  const { showSnackbar } = useFeedback();
  const [asking, setAsking] = useState<MyTestimonial | null>(null);
  const [sent, setSent] = useState(false);
  if (mine.isPending) return <PageLoading />;
  const list = mine.data?.data ?? [];
  const live = list.some((t) => t.consent_withdrawn_at === null && t.status !== 'REJECTED');
  const ownType = (user?.profile?.profile_type ?? 'STUDENT') as TestimonialType;

  function handleWithdraw() {
    if (!asking) return;
    withdraw.mutate(asking.id, {
      onSuccess: () => {
        setAsking(null);
        showSnackbar(T.withdrawn);
      },
    });
  }

  return (
    <Container maxWidth="md" sx={{ py: 4, display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {T.myHeading}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {T.myIntro}
        </Typography>
      </Box>
      {sent && <Alert severity="success">{T.submitted}</Alert>}
      {!live && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <TestimonialForm defaultType={ownType} onDone={() => setSent(true)} />
        </Paper>
      )}
      {list.length === 0 ? (
        <Typography color="text.secondary">{T.none}</Typography>
      ) : (
        list.map((t) => <MyTestimonialItem key={t.id} t={t} onWithdraw={setAsking} />)
      )}
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="withdraw-title">
        <DialogContent>
          <DialogContentText id="withdraw-title">{T.withdrawConfirm}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={handleWithdraw} disabled={withdraw.isPending}>
            {T.withdraw}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
