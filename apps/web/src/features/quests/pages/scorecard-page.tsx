import { scorecardScore, STEP_KIND_LABELS, STEP_STATE_LABELS, type Scorecard } from '@lbd/shared/quests';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { indiaDateTime } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { saveBlob } from '../../../lib/save-blob';
import { useSession } from '../../../lib/session';
import { Tile } from '../../dashboards';
import { downloadScorecardPdf, useScorecard } from '../api';
import { canAuthorQuests } from '../quest-view';
import { ScrollRegion } from '../../../components/scroll-region';

const STATUS_WORD = { Enrolled: 'In progress', Completed: 'Completed', Dropped: 'Left' } as const;

function Figures({ card }: { card: Scorecard }) {
  const tiles: [string, string][] = [
    ['Total', scorecardScore(card.total)],
    ['Rank', card.rank === null ? '—' : `${card.rank} of ${card.cohort_size}`],
    ['Percentile', scorecardScore(card.percentile)],
    ['Progress', `${card.progress}%`],
  ];
  return (
    <Box
      role="list"
      aria-label="Scorecard figures"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
    >
      {tiles.map(([label, value]) => (
        <Box role="listitem" key={label}>
          <Tile label={label} value={value} />
        </Box>
      ))}
    </Box>
  );
}

function StepsTable({ card }: { card: Scorecard }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Scores per step" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Scores per step
      </Typography>
      <ScrollRegion label="Scores per step (table)">
        <Table size="small" aria-label="Scores per step (table)">
          <TableHead>
            <TableRow>
              <TableCell>Step</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell>State</TableCell>
              <TableCell align="right">Score</TableCell>
              <TableCell align="right">Mentor score</TableCell>
              <TableCell align="right">Peer score</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {card.steps.map((s, i) => (
              <TableRow key={s.key}>
                <TableCell>{`${i + 1}. ${s.title}`}</TableCell>
                <TableCell>{STEP_KIND_LABELS[s.kind]}</TableCell>
                <TableCell>{STEP_STATE_LABELS[s.state]}</TableCell>
                <TableCell align="right">{scorecardScore(s.score)}</TableCell>
                <TableCell align="right">{scorecardScore(s.mentor_score)}</TableCell>
                <TableCell align="right">{scorecardScore(s.peer_score)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
                Total
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {scorecardScore(card.total)}
              </TableCell>
              <TableCell colSpan={2} />
            </TableRow>
          </TableBody>
        </Table>
      </ScrollRegion>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Scores are percentages with one decimal; the total is the mean of the steps with a score. The rank and the
        percentile compare the totals in the {card.cohort ? 'cohort' : 'quest'}.
      </Typography>
    </Paper>
  );
}

/**
 * /scorecard/{id} (a quest's id; mentors add ?profile_id=): each step's score, mentor and peer scores, the
 * total, the rank and percentile in the cohort, and the same scorecard as a PDF.
 */
export default function ScorecardPage() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const rawProfile = Number(params.get('profile_id'));
  const profileId = Number.isInteger(rawProfile) && rawProfile > 0 ? rawProfile : null;
  const scorecard = useScorecard(id, profileId);
  const { user } = useSession();
  const { showSnackbar, showPopup } = useFeedback();
  const pdf = useMutation({
    mutationFn: () => downloadScorecardPdf(id, profileId),
    meta: { handleErrors: false },
    onMutate: () => showSnackbar('Preparing the PDF…'),
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename ?? `scorecard-${id}.pdf`),
    onError: (error) => showPopup(failurePopup(error)),
  });
  const card = scorecard.data;
  if (!card) return <PageLoading />;
  const back = canAuthorQuests(user) && profileId !== null ? `/questDashboard/${id}` : `/quests/${id}`;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1000 }}>
      <Button component={RouterLink} to={back} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {back.startsWith('/questDashboard') ? 'Quest dashboard' : 'The quest'}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere' }}>
            {`Scorecard: ${card.title}`}
          </Typography>
          <Typography color="text.secondary">
            {[card.student.name, card.cohort ? `Cohort ${card.cohort.name}` : null, STATUS_WORD[card.status]]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {`As of ${indiaDateTime(card.generated_at)}`}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<Download />} onClick={() => pdf.mutate()} disabled={pdf.isPending}>
          Download PDF
        </Button>
      </Stack>
      <Stack spacing={2}>
        <Figures card={card} />
        <StepsTable card={card} />
      </Stack>
    </Box>
  );
}
