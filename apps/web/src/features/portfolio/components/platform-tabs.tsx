import type { ApiSuccess } from '../../../lib/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { ClubCard, useMyClubs, useRecommendedClubs } from '../../clubs';
import { EventCard, useMyEvents, useRecommendedEvents } from '../../events';
import { JobCard, useMyJobs } from '../../jobs';
import { ReadingCard, useRecommendedReadings } from '../../readings';
import type { PlatformSource, RecommendedSource } from '../card-tabs';

const STATUS_LABELS: Record<string, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  rejected: 'Not selected',
  selected: 'Selected',
  withdrawn: 'Withdrawn',
  enrolled: 'Joined',
  attended: 'Attended',
  member: 'Member',
  committee: 'Committee',
  admin: 'Club admin',
};

/** A page of cards from a list query, with its own paging; `empty` when there is nothing. */
function PagedCards<T>({
  query,
  page,
  setPage,
  label,
  empty,
  render,
}: {
  query: UseQueryResult<ApiSuccess<T[]>>;
  page: number;
  setPage: (page: number) => void;
  label: string;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoading />;
  if (query.isError) return null;
  const items = query.data.data;
  const pages = query.data.pagination?.total_pages ?? 1;
  if (items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', borderStyle: 'dashed' }}>
        <Typography color="text.secondary">{empty}</Typography>
      </Paper>
    );
  }
  return (
    <Box component="section" aria-label={label}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {items.map(render)}
      </Box>
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center', alignItems: 'center' }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Typography variant="body2" color="text.secondary">
            Page {page} of {pages}
          </Typography>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Stack>
      )}
    </Box>
  );
}

const status = (value: string) => <Chip size="small" label={STATUS_LABELS[value] ?? value} />;

const RECOMMENDED = { label: 'Recommended', empty: 'Nothing to recommend yet. Check back soon.' };

function RecommendedReadings({ kind }: { kind: 'book' | 'article' }) {
  const [page, setPage] = useState(1);
  const query = useRecommendedReadings(kind, page);
  return (
    <PagedCards {...RECOMMENDED} {...{ page, setPage, query }} render={(r) => <ReadingCard key={r.id} reading={r} />} />
  );
}

function RecommendedClubs() {
  const [page, setPage] = useState(1);
  const query = useRecommendedClubs(page);
  return (
    <PagedCards
      {...RECOMMENDED}
      {...{ page, setPage, query }}
      render={(c) => <ClubCard key={c.id} club={c} reason={c.reason} />}
    />
  );
}

function RecommendedEvents() {
  const [page, setPage] = useState(1);
  const query = useRecommendedEvents(page);
  return (
    <PagedCards
      {...RECOMMENDED}
      {...{ page, setPage, query }}
      render={(e) => <EventCard key={e.id} event={e} reason={e.reason} />}
    />
  );
}

/** The Recommended tab of books, articles, clubs and events: what the platform suggests, and why. */
export function RecommendedTab({ source }: { source: RecommendedSource }) {
  if (source === 'books') return <RecommendedReadings kind="book" />;
  if (source === 'articles') return <RecommendedReadings kind="article" />;
  if (source === 'clubs') return <RecommendedClubs />;
  return <RecommendedEvents />;
}

const MINE = { label: 'On Learn By Doing' };

function MyClubs() {
  const [page, setPage] = useState(1);
  const query = useMyClubs(page);
  return (
    <PagedCards
      {...MINE}
      {...{ page, setPage, query }}
      empty="Clubs you join on Learn By Doing appear here."
      render={(m) => <ClubCard key={m.club.id} club={m.club} badge={STATUS_LABELS[m.role] ?? m.role} />}
    />
  );
}

function MyEvents() {
  const [page, setPage] = useState(1);
  const query = useMyEvents(page);
  return (
    <PagedCards
      {...MINE}
      {...{ page, setPage, query }}
      empty="Events you join on Learn By Doing appear here."
      render={(e) => <EventCard key={e.id} event={e.event} badge={status(e.status)} />}
    />
  );
}

function MyApplications({ internships }: { internships: boolean }) {
  const [page, setPage] = useState(1);
  const query = useMyJobs(page, internships ? 'internships' : 'jobs');
  return (
    <PagedCards
      {...MINE}
      {...{ page, setPage, query }}
      empty={`${internships ? 'Internships' : 'Jobs'} you apply to on Learn By Doing appear here.`}
      render={(a) => <JobCard key={a.id} job={a.job} footer={status(a.status)} />}
    />
  );
}

/** What the student joined or applied to on Learn By Doing, above the entries they added themselves. */
export function PlatformItems({ source }: { source: PlatformSource }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        On Learn By Doing
      </Typography>
      {source === 'clubs' ? (
        <MyClubs />
      ) : source === 'events' ? (
        <MyEvents />
      ) : (
        <MyApplications internships={source === 'internships'} />
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 3 }}>
        Added by you
      </Typography>
    </Box>
  );
}
