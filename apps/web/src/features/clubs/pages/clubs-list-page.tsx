import {
  CLUB_LIMITS,
  CLUB_TEXTS,
  clubRoleLabel,
  ORG_CLUB_TYPES,
  createClubBodySchema,
  type ClubCard as ClubCardData,
  type OrgClubType,
} from '@lbd/shared/clubs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, validate } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { CLUB_KEYS, CLUB_PAGE_SIZE, createClub, fetchClubs, type Page } from '../api';
import { api } from '../../../lib/api-client';
import { ClubCard } from '../components/club-card';

type TabKey = 'all' | 'mine';

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
  gap: 2,
} as const;

/** The signed-in viewer's own clubs: an organisation's (every status), a mentor's, or a student's. */
function useOwnClubs(kind: 'org' | 'mentor' | 'student' | null, pageNo: number, enabled: boolean) {
  return useQuery({
    queryKey: ['clubs', 'own', kind, pageNo],
    enabled: enabled && kind !== null,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Page<{ club: ClubCardData; badge?: string }>> => {
      const params = { page: pageNo, count: CLUB_PAGE_SIZE };
      if (kind === 'student') {
        const res = await api.get('/api/my_profile/my_clubs', { params });
        return {
          data: res.data.map((m) => ({
            club: m.club,
            badge: clubRoleLabel(m.role, m.committee_title),
          })),
          pagination: res.pagination!,
        };
      }
      const path = kind === 'org' ? '/api/show_org_clubs' : '/api/show_mentor_clubs';
      const res = await api.get(path, { params });
      const badge = (c: ClubCardData) =>
        c.status === 'draft' ? 'Draft' : c.status === 'closed' ? 'Closed' : undefined;
      return { data: res.data.map((club) => ({ club, badge: badge(club) })), pagination: res.pagination! };
    },
  });
}

/** /clubs: published clubs with search, type filter and paging; organisations create clubs here. */
export default function ClubsListPage() {
  const { user } = useSession();
  const type = user?.profile?.profile_type ?? null;
  const isOrg = (type === 'COMPANY' || type === 'INSTITUTION') && user?.profile?.active === true;
  const ownKind = isOrg ? 'org' : type === 'ADVISOR' ? 'mentor' : type === 'STUDENT' ? 'student' : null;
  const ownLabel = isOrg ? 'Our Clubs' : type === 'ADVISOR' ? 'Clubs I Help Run' : 'My Clubs';

  const [tab, setTab] = useState<TabKey>('all');
  const [text, setText] = useState('');
  const [clubType, setClubType] = useState<OrgClubType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const [ownPage, setOwnPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const query = useDebouncedValue(text, 300);

  const list = useQuery({
    queryKey: CLUB_KEYS.list({ page: pageNo, query, clubType }),
    queryFn: () => fetchClubs({ page: pageNo, query, clubType }),
    placeholderData: keepPreviousData,
    enabled: tab === 'all',
  });
  const own = useOwnClubs(ownKind, ownPage, tab === 'mine');

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            Clubs
          </Typography>
          <Typography color="text.secondary">Find people who share your interests, on campus and online.</Typography>
        </Box>
        {isOrg && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {CLUB_TEXTS.createClub}
          </Button>
        )}
      </Stack>

      {ownKind && (
        <Tabs value={tab} onChange={(_e, v: TabKey) => setTab(v)} sx={{ mb: 2 }} aria-label="Club lists">
          <Tab value="all" label="All Clubs" />
          <Tab value="mine" label={ownLabel} />
        </Tabs>
      )}

      {tab === 'all' ? (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
            <TextField
              label="Search clubs"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setPageNo(1);
              }}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label="Club type"
              value={clubType}
              onChange={(e) => {
                setClubType(e.target.value as OrgClubType | '');
                setPageNo(1);
              }}
              sx={{ minWidth: { sm: 220 } }}
            >
              <MenuItem value="">All types</MenuItem>
              {ORG_CLUB_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <ClubGrid
            isLoading={list.isPending}
            items={list.data?.data.map((club) => ({ club })) ?? []}
            empty={query || clubType ? CLUB_TEXTS.noResults : CLUB_TEXTS.noClubs}
          />
          <Paging total={list.data?.pagination.total_pages ?? 1} page={pageNo} onChange={setPageNo} />
        </>
      ) : (
        <>
          <ClubGrid
            isLoading={own.isPending}
            items={own.data?.data ?? []}
            empty={isOrg ? 'Your organisation has no clubs yet. Create one to get started.' : 'No clubs here yet.'}
          />
          <Paging total={own.data?.pagination.total_pages ?? 1} page={ownPage} onChange={setOwnPage} />
        </>
      )}
      {creating && <CreateClubDialog onClose={() => setCreating(false)} />}
    </Box>
  );
}

function ClubGrid({
  items,
  isLoading,
  empty,
}: {
  items: { club: ClubCardData; badge?: string }[];
  isLoading: boolean;
  empty: string;
}) {
  if (isLoading) {
    return (
      <Box sx={GRID} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={170} />
        ))}
      </Box>
    );
  }
  if (items.length === 0) return <Alert severity="info">{empty}</Alert>;
  return (
    <Box sx={GRID} component="section" aria-label="Club results">
      {items.map(({ club, badge }) => (
        <ClubCard key={club.id} club={club} badge={badge} />
      ))}
    </Box>
  );
}

function Paging({ total, page, onChange }: { total: number; page: number; onChange: (page: number) => void }) {
  if (total < 2) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination count={total} page={page} onChange={(_e, p) => onChange(p)} aria-label="Club pages" />
    </Box>
  );
}

/** Start a draft with its title; the club page then opens in edit mode (SPEC §2.2, §4.4). */
function CreateClubDialog({ onClose }: { onClose: () => void }) {
  const navigateTo = useNavigateTo();
  const { showPopup } = useFeedback();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: createClub,
    meta: { handleErrors: false },
    onSuccess: ({ id }) => navigateTo(['clubs', id], { edit: 1 }),
    onError: (err) => {
      const fields = apiFieldErrors(err);
      if (fields?.title) setError(fields.title);
      else showPopup(failurePopup(err));
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(createClubBodySchema, { title });
    if (result.errors) {
      setError(result.errors.title);
      return;
    }
    create.mutate(result.data);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-club-title">
      <Box component="form" onSubmit={handleSubmit} noValidate>
        <DialogTitle id="create-club-title">{CLUB_TEXTS.createClub}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Give your club a name. It stays a draft, seen only by your organisation, until you publish it.
          </Typography>
          <TextField
            autoFocus
            fullWidth
            required
            label="Club title"
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: CLUB_LIMITS.title + 10 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Create Draft
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
