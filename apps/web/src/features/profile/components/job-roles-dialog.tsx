import type { JobRole } from '@lbd/shared/lookups';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useIsMobile } from '../../../lib/use-is-mobile';
import {
  fetchJobRolesPage,
  fetchRecommendedJobRoles,
  JOB_ROLES_KEY,
  RECOMMENDED_JOB_ROLES_KEY,
  saveJobRoles,
  type RecommendedJobRole,
} from '../api';

/** A student chooses at most this many career paths (the contract's limit). */
export const MAX_CAREER_PATHS = 10;
export const CAREER_PATHS_EMPTY = 'Career Paths cant be empty';
const SKILLS_SHOWN = 6;

export interface ChosenRole {
  id: number;
  name: string;
}

interface RoleCardProps {
  role: JobRole & { reasons?: string[] };
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}

function RoleCard({ role, checked, disabled, onToggle }: RoleCardProps) {
  const extra = role.skills.length - SKILLS_SHOWN;
  const descriptionId = `job-role-${role.id}-description`;
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{
        listStyle: 'none',
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        gap: 1,
        borderWidth: checked ? 2 : 1,
        borderColor: checked ? 'primary.main' : 'divider',
        opacity: disabled && !checked ? 0.6 : 1,
      }}
    >
      <Checkbox
        checked={checked}
        disabled={disabled && !checked}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': role.name, 'aria-describedby': descriptionId } }}
        sx={{ alignSelf: 'flex-start', mt: -0.75, ml: -0.75 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{role.name}</Typography>
          {role.type && <Chip label={role.type} size="small" variant="outlined" />}
        </Box>
        <Typography id={descriptionId} variant="body2" color="text.secondary">
          {role.description}
        </Typography>
        {role.reasons && role.reasons.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, color: 'success.dark' }}>
            {role.reasons.map((reason) => (
              <Typography component="li" variant="body2" key={reason}>
                {reason}
              </Typography>
            ))}
          </Box>
        )}
        {role.skills.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 1.25 }}>
            <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
              Typical skills:
            </Typography>
            {role.skills.slice(0, SKILLS_SHOWN).map((skill) => (
              <Chip key={skill.id} label={skill.display_name} size="small" />
            ))}
            {extra > 0 && (
              <Typography variant="caption" color="text.secondary">
                and {extra} more
              </Typography>
            )}
          </Box>
        )}
      </Box>
    </Paper>
  );
}

function RoleList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" spacing={1.25} sx={{ p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

export interface JobRolesDialogProps {
  open: boolean;
  /** The career paths the student has now. */
  current: ChosenRole[];
  /** Absent when the student must choose before going on (no career paths yet). */
  onClose?: () => void;
  /** Called after the career paths were saved and the user reloaded. */
  onSaved: () => void;
}

/**
 * The add-job-roles dialog (SPEC §4.1): recommended career paths first with their reasons, then
 * every career path, searchable, each with its description and typical skills; up to 10.
 */
export function JobRolesDialog({ open, current, onClose, onSaved }: JobRolesDialogProps) {
  const isMobile = useIsMobile();
  const { refetchUser } = useSession();
  const { showPopup } = useFeedback();
  const [chosen, setChosen] = useState<ChosenRole[]>(current);
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const query = useDebouncedValue(search.trim(), 300);

  const recommended = useQuery({
    queryKey: RECOMMENDED_JOB_ROLES_KEY,
    queryFn: fetchRecommendedJobRoles,
    enabled: open,
    staleTime: 5 * 60_000,
    meta: { handleErrors: false },
  });
  const all = useInfiniteQuery({
    queryKey: [...JOB_ROLES_KEY, query],
    queryFn: ({ pageParam }) => fetchJobRolesPage(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination && last.pagination.page < last.pagination.total_pages ? last.pagination.page + 1 : undefined,
    enabled: open,
    staleTime: 5 * 60_000,
    meta: { handleErrors: false },
  });

  const save = useMutation({
    mutationFn: async (ids: number[]) => {
      await saveJobRoles(ids);
      await refetchUser();
    },
    meta: { handleErrors: false },
    onSuccess: onSaved,
    onError: (failure) => {
      const fields = apiFieldErrors(failure);
      if (fields) setError(fields['portfolio.job_roles'] ?? fields.job_roles ?? Object.values(fields)[0] ?? null);
      else showPopup(failurePopup(failure));
    },
  });

  const isChosen = (id: number) => chosen.some((role) => role.id === id);
  const isFull = chosen.length >= MAX_CAREER_PATHS;
  const toggle = (role: ChosenRole) => {
    setError(null);
    setChosen((list) =>
      list.some((item) => item.id === role.id)
        ? list.filter((item) => item.id !== role.id)
        : list.length >= MAX_CAREER_PATHS
          ? list
          : [...list, { id: role.id, name: role.name }],
    );
  };

  const handleSave = () => {
    if (chosen.length === 0) {
      setError(CAREER_PATHS_EMPTY);
      return;
    }
    save.mutate(chosen.map((role) => role.id));
  };

  const recommendedRoles: RecommendedJobRole[] = query === '' ? (recommended.data ?? []) : [];
  const recommendedIds = new Set(recommendedRoles.map((role) => role.id));
  const allRoles = (all.data?.pages ?? []).flatMap((page) => page.data).filter((role) => !recommendedIds.has(role.id));
  const card = (role: JobRole & { reasons?: string[] }) => (
    <RoleCard key={role.id} role={role} checked={isChosen(role.id)} disabled={isFull} onToggle={() => toggle(role)} />
  );

  return (
    <Dialog
      open={open}
      // Without onClose (no career paths yet) neither Escape nor a click outside closes it.
      onClose={onClose ? () => onClose() : undefined}
      fullScreen={isMobile}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby="job-roles-title"
    >
      <DialogTitle id="job-roles-title" sx={{ fontWeight: 700, pb: 1 }}>
        Choose your career paths
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Pick up to {MAX_CAREER_PATHS} career paths you want to work towards. We use them to recommend projects,
          courses and jobs, and to tie your portfolio entries to your goals.
        </Typography>
      </DialogTitle>
      <Box sx={{ px: 3, pb: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center', minHeight: 32, mb: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, mr: 0.5 }} aria-live="polite">
            {chosen.length} of {MAX_CAREER_PATHS} selected
          </Typography>
          {chosen.map((role) => (
            <Chip key={role.id} label={role.name} color="primary" size="small" onDelete={() => toggle(role)} />
          ))}
        </Box>
        <TextField
          label="Search career paths"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          fullWidth
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        {(recommended.isPending || all.isPending) && (
          <LinearProgress aria-label="Loading career paths" sx={{ mb: 2 }} />
        )}
        {recommendedRoles.length > 0 && (
          <Box component="section" aria-labelledby="recommended-roles" sx={{ mb: 3 }}>
            <Typography id="recommended-roles" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Recommended for you
            </Typography>
            <RoleList>{recommendedRoles.map(card)}</RoleList>
          </Box>
        )}
        <Box component="section" aria-labelledby="all-roles">
          <Typography id="all-roles" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {query === '' ? 'All career paths' : `Career paths matching “${query}”`}
          </Typography>
          {all.isError && <Alert severity="error">We could not load the career paths. Please try again.</Alert>}
          {all.isSuccess && allRoles.length === 0 && (
            <Typography color="text.secondary">No career path matches your search.</Typography>
          )}
          <RoleList>{allRoles.map(card)}</RoleList>
          {all.hasNextPage && (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button onClick={() => void all.fetchNextPage()} disabled={all.isFetchingNextPage}>
                {all.isFetchingNextPage ? 'Loading…' : 'Show more career paths'}
              </Button>
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {error && (
          <Typography role="alert" color="error" variant="body2" sx={{ flex: '1 1 100%', textAlign: 'right' }}>
            {error}
          </Typography>
        )}
        {isFull && !error && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            You have chosen the maximum of {MAX_CAREER_PATHS}.
          </Typography>
        )}
        {onClose && <Button onClick={onClose}>Cancel</Button>}
        <Button variant="contained" onClick={handleSave} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save career paths'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
