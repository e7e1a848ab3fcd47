import {
  TESTIMONIAL_STATUS_LABELS,
  TESTIMONIAL_STATUSES,
  TESTIMONIAL_TEXTS as T,
  TESTIMONIAL_TYPE_LABELS,
  type AdminTestimonial,
  type TestimonialDecision,
  type TestimonialStatus,
} from '@lbd/shared/testimonials';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { indiaDateTime } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { useAdminTestimonials, useDecideTestimonial } from '../api';

/** What an admin may do from each list. */
const ACTIONS: Record<TestimonialStatus, { status: TestimonialDecision; label: string }[]> = {
  PENDING: [
    { status: 'APPROVED', label: T.approve },
    { status: 'REJECTED', label: T.reject },
  ],
  APPROVED: [
    { status: 'FEATURED', label: T.feature },
    { status: 'REJECTED', label: T.reject },
  ],
  FEATURED: [
    { status: 'APPROVED', label: T.unfeature },
    { status: 'REJECTED', label: T.reject },
  ],
  REJECTED: [{ status: 'APPROVED', label: T.approve }],
};

function Row({ t, status }: { t: AdminTestimonial; status: TestimonialStatus }) {
  const decide = useDecideTestimonial();
  const { showSnackbar } = useFeedback();
  return (
    <Paper variant="outlined" component="article" aria-label={`Testimonial by ${t.author_name}`} sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{t.author_name}</Typography>
        {t.author_role && <Typography color="text.secondary">{t.author_role}</Typography>}
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          For {TESTIMONIAL_TYPE_LABELS[t.type]} · {indiaDateTime(t.inserted_at)}
        </Typography>
      </Box>
      <Rating value={t.rating} readOnly size="small" />
      <Typography sx={{ whiteSpace: 'pre-wrap', my: 1 }}>{t.text}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {ACTIONS[status].map((a) => (
          <Button
            key={a.status}
            size="small"
            variant={a.status === 'REJECTED' ? 'outlined' : 'contained'}
            color={a.status === 'REJECTED' ? 'error' : 'primary'}
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate({ id: t.id, status: a.status }, { onSuccess: () => showSnackbar(T.statusChanged) })
            }
          >
            {a.label}
          </Button>
        ))}
      </Box>
    </Paper>
  );
}

/** /adminTestimonials: the review of testimonials (pending -> approved -> featured, or rejected). */
export default function AdminTestimonialsPage() {
  const [status, setStatus] = useState<TestimonialStatus>('PENDING');
  const [page, setPage] = useState(1);
  const list = useAdminTestimonials(status, page);
  const answer = list.data;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 2 }}>
        {T.adminHeading}
      </Typography>
      <Tabs
        value={status}
        onChange={(_e, v: TestimonialStatus) => {
          setStatus(v);
          setPage(1);
        }}
        aria-label="Testimonials by status"
        sx={{ mb: 2 }}
        variant="scrollable"
      >
        {TESTIMONIAL_STATUSES.map((s) => (
          <Tab key={s} value={s} label={TESTIMONIAL_STATUS_LABELS[s]} />
        ))}
      </Tabs>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {answer?.data.length === 0 && <Typography color="text.secondary">{T.adminEmpty}</Typography>}
        {answer?.data.map((t) => (
          <Row key={t.id} t={t} status={status} />
        ))}
      </Box>
      {answer && answer.pagination.total_pages > 1 && (
        <Pagination sx={{ mt: 2 }} count={answer.pagination.total_pages} page={page} onChange={(_e, p) => setPage(p)} />
      )}
    </Container>
  );
}
