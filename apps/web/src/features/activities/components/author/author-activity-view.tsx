import { displayFileName, type Assignment } from '@lbd/shared/activities';
import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { indiaDateTime } from '../../../../lib/dates';

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** A window as 'from – to' in en-IN with a 12-hour clock (SPEC §4.6). */
export const windowText = (from: string, to: string) => `${indiaDateTime(from)} – ${indiaDateTime(to)}`;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 2fr) minmax(0, 3fr)', sm: 'minmax(180px, max-content) minmax(0, 1fr)' },
        columnGap: { xs: 2, sm: 3 },
        rowGap: 1,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The activity as authored: every field, its files (names without the timestamp prefix) and questions. */
export function AuthorActivityView({ activity: a }: { activity: Assignment }) {
  return (
    <Stack spacing={2}>
      <Block title="Details">
        <Facts
          rows={[
            ['Type', a.type],
            ['Max score', a.max_score],
            ['Mentor assessment score', a.mentor_assessment_score],
            ['Peer assessment score', a.peer_assessment_score],
            ['Duration', `${a.duration} minutes`],
            ['Learning path', a.learning_path.value],
            ['Peer evaluation', yesNo(a.peer_evaluation)],
            ['Final evaluation', yesNo(a.final_evaluation)],
            ['Peer reviews', a.enable_reviews ? 'On' : 'Off'],
            ['Comment window', windowText(a.enable_at, a.disable_at)],
            ['Evaluation window', windowText(a.peer_enable_at, a.peer_disable_at)],
            ['Reviewers per submission', a.evaluators_per_submission],
            ['Scoring method', a.scoring_method === 'median' ? 'Median' : 'Mean'],
            ['Spread threshold', a.spread_threshold ?? 'None'],
            ['Active', yesNo(a.active)],
            ['Enrolled students', a.enrolled_count],
          ]}
        />
      </Block>
      <Block title="Description">
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {a.description || 'No description.'}
        </Typography>
      </Block>
      <Block title="Files">
        {a.files.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No files.
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Activity files">
            {a.files.map((f) => (
              <Stack component="li" key={f.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <AttachFile fontSize="small" color="action" />
                <Link href={f.file} download={displayFileName(f.filename)} sx={{ overflowWrap: 'anywhere' }}>
                  {displayFileName(f.filename)}
                </Link>
              </Stack>
            ))}
          </Stack>
        )}
      </Block>
      <Block title="Questions">
        {a.assignment_que.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No questions: students answer the activity as a whole.
          </Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3 }} aria-label="Activity questions">
            {a.assignment_que.map((q) => (
              <Typography component="li" variant="body2" key={q.id} sx={{ mb: 1, whiteSpace: 'pre-wrap' }}>
                {q.question}
              </Typography>
            ))}
          </Box>
        )}
      </Block>
    </Stack>
  );
}
