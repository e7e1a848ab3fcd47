import {
  APPLICATION_STATUSES,
  canMoveApplication,
  ORG_APPLICATION_STATUSES,
  scoreText,
  type ApplicantRow,
  type ApplicationStatus,
  type OrgApplicationStatus,
} from '@lbd/shared/jobs';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SearchAutocomplete, type SearchOption } from '../../../components/search-autocomplete';
import { useFeedback } from '../../../lib/feedback';
import { searchSpecializations } from '../../../lib/lookups-api';
import { saveBlob } from '../../../lib/save-blob';
import { useDashboardFailure } from '../../../lib/use-dashboard-failure';
import { DASHBOARD_META, downloadApplicants, fetchApplicants, jobKeys, modifyApplicants } from '../api';
import { formatDate, STATUS_LABELS } from '../job-helpers';
import { ApplicationLogDialog } from './application-log-dialog';
import { ScrollRegion } from '../../../components/scroll-region';

const STATUS_COLORS: Record<ApplicationStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  applied: 'info',
  shortlisted: 'warning',
  selected: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export function StatusChip({ status }: { status: ApplicationStatus }) {
  return <Chip size="small" color={STATUS_COLORS[status]} label={STATUS_LABELS[status]} />;
}

const backlogsText = (n: number | null) => (n === null ? '' : n === 1 ? '1 backlog' : `${n} backlogs`);

/** The first three skills and how many more ('SQL, Python, Excel +4'); the cell's title lists them all. */
const skillsText = (skills: string[]) =>
  skills.length > 3 ? `${skills.slice(0, 3).join(', ')} +${skills.length - 3}` : skills.join(', ');

/** The applicant's name, opening their portfolio in a new tab (the page says so when it is not public). */
function PortfolioLink({ profileId, name }: { profileId: number; name: string }) {
  return (
    <Link
      component={RouterLink}
      to={`/portfolio/${profileId}`}
      target="_blank"
      rel="noopener"
      aria-label={`Portfolio of ${name} (opens in a new tab)`}
    >
      {name}
    </Link>
  );
}

/**
 * Applicants of a job: status filter, paging, select and move along the pipeline with a note, history,
 * .xlsx. Read only (a college following its own students to another organisation's job): no selecting or
 * moving, and a branch filter instead.
 */
export function ApplicantsPanel({
  jobId,
  compact,
  initialStatus = '',
  readOnly = false,
}: {
  jobId: number;
  compact: boolean;
  /** The status the list opens on (the company dashboard's Shortlisted link opens the shortlisted). */
  initialStatus?: ApplicationStatus | '';
  readOnly?: boolean;
}) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useFeedback();
  const onFailure = useDashboardFailure();
  const [status, setStatus] = useState<ApplicationStatus | ''>(initialStatus);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [moveTo, setMoveTo] = useState<OrgApplicationStatus>('shortlisted');
  const [note, setNote] = useState('');
  const [logOf, setLogOf] = useState<ApplicantRow | null>(null);
  const [branch, setBranch] = useState<SearchOption | null>(null);
  const branchId = branch?.id ?? null;

  const list = useQuery({
    queryKey: jobKeys.applicants(jobId, status, page, branchId),
    queryFn: () => fetchApplicants(jobId, status, page, 10, branchId),
    placeholderData: keepPreviousData,
    meta: DASHBOARD_META,
  });
  const rows = list.data?.data ?? [];
  const totalPages = list.data?.pagination?.total_pages ?? 1;
  const chosen = rows.filter((r) => selected.includes(r.id));
  const blocked = chosen.filter((r) => r.status !== moveTo && !canMoveApplication(r.status, moveTo, 'org'));

  const move = useMutation({
    mutationFn: () =>
      modifyApplicants({ job_id: jobId, application_ids: selected, status: moveTo, note: note.trim() || undefined }),
    meta: { handleErrors: false },
    onSuccess: ({ updated }) => {
      showSnackbar(`${updated} applicant${updated === 1 ? '' : 's'} moved to ${STATUS_LABELS[moveTo]}.`);
      setSelected([]);
      setNote('');
      void queryClient.invalidateQueries({ queryKey: jobKeys.dashboard(jobId) });
    },
    onError: onFailure,
  });
  const download = useMutation({
    mutationFn: () => downloadApplicants(jobId, status),
    meta: { handleErrors: false },
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename ?? `applicants_${jobId}.xlsx`),
    onError: onFailure,
  });

  const toggle = (id: number) => setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));

  return (
    <Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ApplicationStatus | '');
            setPage(1);
            setSelected([]);
          }}
          sx={{ minWidth: 160 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {APPLICATION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        {readOnly && (
          <Box sx={{ minWidth: 240 }}>
            <SearchAutocomplete
              label="Branch"
              value={branch}
              onChange={(next) => {
                setBranch(next);
                setPage(1);
              }}
              queryKey={['lookups', 'specializations']}
              fetchOptions={searchSpecializations}
            />
          </Box>
        )}
        <Button
          startIcon={<Download />}
          variant="outlined"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          sx={{ ml: { sm: 'auto' } }}
        >
          Download .xlsx
        </Button>
      </Stack>

      {selected.length > 0 && (
        <Paper
          variant="outlined"
          role="group"
          aria-label="Move selected applicants"
          sx={{ p: 1.5, mb: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <Typography sx={{ alignSelf: 'center' }}>{`${selected.length} selected`}</Typography>
          <TextField
            select
            size="small"
            label="Move to"
            value={moveTo}
            onChange={(e) => setMoveTo(e.target.value as OrgApplicationStatus)}
            sx={{ minWidth: 150 }}
            error={blocked.length > 0}
            helperText={
              blocked.length > 0
                ? `${blocked.length} selected cannot move from ${STATUS_LABELS[blocked[0]!.status]} to ${STATUS_LABELS[moveTo]}`
                : undefined
            }
          >
            {ORG_APPLICATION_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Note (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ flex: '1 1 200px' }}
          />
          <Button variant="contained" onClick={() => move.mutate()} disabled={move.isPending || blocked.length > 0}>
            Move
          </Button>
        </Paper>
      )}

      {list.isFetching && <LinearProgress aria-label="Loading applicants" sx={{ mb: 1 }} />}
      {list.isSuccess && rows.length === 0 && (
        <Alert severity="info">
          {status ? `No ${STATUS_LABELS[status].toLowerCase()} applicants.` : 'No applicants yet.'}
        </Alert>
      )}

      {rows.length > 0 &&
        (compact ? (
          <Stack component="ul" spacing={1} aria-label="Applicants" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {rows.map((r) => (
              <Paper component="li" variant="outlined" key={r.id} sx={{ p: 1.5 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  {!readOnly && (
                    <Checkbox
                      checked={selected.includes(r.id)}
                      onChange={() => toggle(r.id)}
                      slotProps={{ input: { 'aria-label': `Select ${r.student_name}` } }}
                      sx={{ p: 0.5 }}
                    />
                  )}
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography sx={{ fontWeight: 700 }}>
                      <PortfolioLink profileId={r.profile_id} name={r.student_name} />
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {[r.institute, r.degree, r.specialization, r.graduation_year].filter(Boolean).join(' · ')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {[scoreText(r), backlogsText(r.backlogs), r.phone].filter(Boolean).join(' · ')}
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ mt: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
                      <StatusChip status={r.status} />
                      <Typography variant="caption">{`${r.eligibility_percent}% eligible`}</Typography>
                      <Button size="small" onClick={() => setLogOf(r)}>
                        History
                      </Button>
                    </Stack>
                  </Box>
                </Box>
              </Paper>
            ))}
          </Stack>
        ) : (
          <ScrollRegion outlined label="Applicants">
            <Table size="small" aria-label="Applicants">
              <TableHead>
                <TableRow>
                  {!readOnly && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={allOnPage}
                        indeterminate={!allOnPage && chosen.length > 0}
                        onChange={() =>
                          setSelected(allOnPage ? [] : [...new Set([...selected, ...rows.map((r) => r.id)])])
                        }
                        slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>Name</TableCell>
                  <TableCell>Institute</TableCell>
                  <TableCell>Degree</TableCell>
                  <TableCell>Year</TableCell>
                  <TableCell>CGPA / %</TableCell>
                  <TableCell>Backlogs</TableCell>
                  <TableCell>Skills</TableCell>
                  <TableCell>Eligibility</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Applied on</TableCell>
                  <TableCell>History</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} hover selected={selected.includes(r.id)}>
                    {!readOnly && (
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.includes(r.id)}
                          onChange={() => toggle(r.id)}
                          slotProps={{ input: { 'aria-label': `Select ${r.student_name}` } }}
                        />
                      </TableCell>
                    )}
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        <PortfolioLink profileId={r.profile_id} name={r.student_name} />
                      </Typography>
                      {(r.email || r.phone) && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {[r.email, r.phone].filter(Boolean).join(' · ')}
                        </Typography>
                      )}
                      {r.cover_note && (
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          title={r.cover_note}
                          noWrap
                          sx={{ display: 'block', maxWidth: 220 }}
                        >
                          {r.cover_note}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{r.institute ?? '—'}</TableCell>
                    <TableCell>{[r.degree, r.specialization].filter(Boolean).join(', ') || '—'}</TableCell>
                    <TableCell>{r.graduation_year ?? '—'}</TableCell>
                    <TableCell>{scoreText(r) || '—'}</TableCell>
                    <TableCell>{r.backlogs ?? '—'}</TableCell>
                    <TableCell sx={{ maxWidth: 220 }}>
                      <Typography variant="body2" title={r.skills.join(', ')}>
                        {skillsText(r.skills) || '—'}
                      </Typography>
                    </TableCell>
                    <TableCell>{`${r.eligibility_percent}%`}</TableCell>
                    <TableCell>
                      <StatusChip status={r.status} />
                    </TableCell>
                    <TableCell>{formatDate(r.applied_at)}</TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => setLogOf(r)} aria-label={`History of ${r.student_name}`}>
                        History
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        ))}
      {totalPages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination count={totalPages} page={page} onChange={(_e, next) => setPage(next)} color="primary" />
        </Box>
      )}
      <ApplicationLogDialog applicant={logOf} onClose={() => setLogOf(null)} />
    </Box>
  );
}
