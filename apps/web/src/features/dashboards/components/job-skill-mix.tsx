import { ORG_DASHBOARD_TEXTS as T, type OrgFunnelJob } from '@lbd/shared/org-dashboard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useOrgJobSummary } from '../org-api';

/** The skills a chosen job's applicants show in their portfolios, and how many show each. */
export function JobSkillMix({ jobs }: { jobs: OrgFunnelJob[] }) {
  const [jobId, setJobId] = useState<number | null>(jobs[0]?.id ?? null);
  const summary = useOrgJobSummary(jobId);
  if (jobs.length === 0) return null;
  const skills = summary.data?.skills ?? [];
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3">
        {T.skillMixHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {T.skillMixCaption}
      </Typography>
      <TextField
        select
        size="small"
        label="Job"
        value={jobId ?? ''}
        onChange={(e) => setJobId(Number(e.target.value))}
        sx={{ mb: 1.5, width: '100%', maxWidth: 420 }}
      >
        {jobs.map((j) => (
          <MenuItem key={j.id} value={j.id}>
            {j.title}
          </MenuItem>
        ))}
      </TextField>
      {summary.isFetching && <LinearProgress aria-label="Loading the skill mix" />}
      {summary.isSuccess && skills.length === 0 && <Alert severity="info">{T.noSkills}</Alert>}
      {skills.length > 0 && (
        <Stack
          component="ul"
          aria-label={T.skillMixHeading}
          direction="row"
          sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 1 }}
        >
          {skills.map((s) => (
            <li key={s.id}>
              <Chip label={`${s.name} · ${s.count}`} variant="outlined" />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
