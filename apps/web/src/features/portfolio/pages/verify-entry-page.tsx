import { CARD_TITLES, PORTFOLIO_API_TEXTS, type EntryVerificationView } from '@lbd/shared/portfolio';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HighlightOff from '@mui/icons-material/HighlightOff';
import LinkOff from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { ApiError } from '../../../lib/api-client';
import { answerEntryVerification, fetchEntryVerification, verificationKey } from '../api';

/** Texts of the verifier's page. */
export const VERIFY_TEXTS = {
  heading: 'Verify a portfolio entry',
  confirm: 'Confirm',
  decline: 'Decline',
  confirmed: 'Thank you. You confirmed this entry; it now shows as verified by you on the portfolio.',
  declined: 'Thank you. You declined this entry; it will not show as verified.',
  answeredConfirmed: 'This entry was confirmed.',
  answeredDeclined: 'This entry was declined.',
  failed: 'Your answer could not be saved. Please try again.',
} as const;

/** Why a link cannot be used: not valid (unknown token), expired, or already answered. */
type Unusable = 'invalid' | 'expired' | 'answered';

function unusableOf(error: unknown): Unusable | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  // The API answers an expired link with 404 and the expired text (or 410).
  if (error.status === 410 || error.message === PORTFOLIO_API_TEXTS.verificationLinkExpired) return 'expired';
  if (error.status === 409) return 'answered';
  if (error.status === 404 || error.status === 400 || error.status === 422) return 'invalid';
  return null;
}

const UNUSABLE_TEXTS: Record<Unusable, string> = {
  invalid: PORTFOLIO_API_TEXTS.verificationLinkInvalid,
  expired: PORTFOLIO_API_TEXTS.verificationLinkExpired,
  answered: PORTFOLIO_API_TEXTS.verificationAnswered,
};

function Shell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ px: 2, py: { xs: 3, md: 6 }, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 620 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, mb: 2 }}>
          {VERIFY_TEXTS.heading}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

function Outcome({ icon, text, tone }: { icon: ReactNode; text: string; tone: 'success' | 'neutral' | 'error' }) {
  const color = tone === 'success' ? 'success.dark' : tone === 'error' ? 'error.main' : 'text.secondary';
  return (
    <Box
      role="status"
      data-testid="verification-outcome"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', color }}
    >
      {icon}
      <Typography sx={{ color: 'inherit', fontWeight: 600 }}>{text}</Typography>
    </Box>
  );
}

/** The entry being verified, in one block: what, where, when. */
function EntrySummary({ view }: { view: EntryVerificationView }) {
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', mb: 3 }} aria-label="Entry to verify" role="group">
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
        {CARD_TITLES[view.entry.card]}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {view.entry.title}
      </Typography>
      {view.entry.host && <Typography color="text.secondary">{view.entry.host}</Typography>}
      {view.entry.dates && (
        <Typography variant="body2" color="text.secondary">
          {view.entry.dates}
        </Typography>
      )}
    </Box>
  );
}

/**
 * /verifyEntry?token=... (no sign-in): the verifier sees who asks them to vouch for what, answers with
 * Confirm or Decline, then sees the outcome. Unknown, expired and answered links say so.
 */
export default function VerifyEntryPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const request = useQuery({
    queryKey: verificationKey(token),
    queryFn: () => fetchEntryVerification(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    meta: { handleErrors: false },
  });
  const answer = useMutation({
    mutationFn: (decision: 'confirm' | 'decline') => answerEntryVerification(token, decision),
    meta: { handleErrors: false },
  });

  if (token === '') {
    return (
      <Shell>
        <Outcome icon={<LinkOff />} text={UNUSABLE_TEXTS.invalid} tone="neutral" />
      </Shell>
    );
  }
  if (request.isPending) return <PageLoading />;
  if (request.isError) {
    const unusable = unusableOf(request.error);
    return (
      <Shell>
        <Outcome
          icon={<LinkOff />}
          text={unusable ? UNUSABLE_TEXTS[unusable] : VERIFY_TEXTS.failed}
          tone={unusable ? 'neutral' : 'error'}
        />
      </Shell>
    );
  }

  const view = request.data;
  const answerUnusable = answer.isError ? unusableOf(answer.error) : null;
  let body: ReactNode;
  if (answer.isSuccess) {
    body =
      answer.data.status === 'confirmed' ? (
        <Outcome icon={<CheckCircle />} text={VERIFY_TEXTS.confirmed} tone="success" />
      ) : (
        <Outcome icon={<HighlightOff />} text={VERIFY_TEXTS.declined} tone="neutral" />
      );
  } else if (answerUnusable) {
    body = <Outcome icon={<LinkOff />} text={UNUSABLE_TEXTS[answerUnusable]} tone="neutral" />;
  } else if (view.status !== 'pending') {
    body = (
      <Outcome
        icon={view.status === 'confirmed' ? <CheckCircle /> : <HighlightOff />}
        text={`${UNUSABLE_TEXTS.answered} ${
          view.status === 'confirmed' ? VERIFY_TEXTS.answeredConfirmed : VERIFY_TEXTS.answeredDeclined
        }`}
        tone="neutral"
      />
    );
  } else {
    body = (
      <>
        {answer.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {VERIFY_TEXTS.failed}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckCircle />}
            onClick={() => answer.mutate('confirm')}
            disabled={answer.isPending}
          >
            {VERIFY_TEXTS.confirm}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<HighlightOff />}
            onClick={() => answer.mutate('decline')}
            disabled={answer.isPending}
          >
            {VERIFY_TEXTS.decline}
          </Button>
        </Box>
      </>
    );
  }

  return (
    <Shell>
      <Typography sx={{ mb: 2 }}>
        <strong>{view.student_name}</strong> asks you, <strong>{view.verifier_name}</strong> of{' '}
        <strong>{view.verifier_organisation}</strong>, to confirm this entry of their Learn By Doing portfolio:
      </Typography>
      <EntrySummary view={view} />
      {body}
    </Shell>
  );
}
