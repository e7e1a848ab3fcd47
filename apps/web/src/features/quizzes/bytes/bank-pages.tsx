import { CARD_STATE_LABELS, MASTERY_STABILITY_DAYS, QUIZ_BYTE_TEXTS as B } from '@lbd/shared/quizzes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { difficultyLabel, pageSx, PageTitle } from '../components/page-parts';
import { useMyCards, useMyQuestionBank, useMyQuizBanks, useScorecard } from './api';
import { CountsRow, dayText, ShareBar } from './parts';
import { ScrollRegion } from '../../../components/scroll-region';

/*
 * The student's banks (decision 0077): /myquizbank/{profileId} lists every bank the student practises
 * through a quiz byte; /myquestionbank/{bankId} is one bank's standing (counts, the coming reviews, the
 * last two weeks); /myquestionbankdetails/{bankId} each question's card; /quizBankScorecard/{bankId}
 * mastery per category and skill (the class together for the bank's mentors).
 */

const practise = (quizId: number, bankId: number) => `/quizByte/${quizId}?question_bank_id=${bankId}`;

/** /myquizbank/{id}: the student's own banks and bytes (`id` is their profile; anyone else's is not found). */
export function MyQuizBanksPage() {
  const { id } = useParams();
  const banks = useMyQuizBanks(Number(id));
  if (!banks.data) return <PageLoading />;
  return (
    <Box sx={pageSx}>
      <PageTitle>{B.yourBytes}</PageTitle>
      {banks.data.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button component={Link} to="/quizzes" color="inherit">
              Find one
            </Button>
          }
        >
          {B.noBytesYet}
        </Alert>
      ) : (
        <Stack spacing={2} component="ul" sx={{ p: 0, m: 0 }} aria-label="Your question banks">
          {banks.data.map((b) => (
            <Paper key={b.bank.id} component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, listStyle: 'none' }}>
              <Typography variant="h6" component="h2">
                {b.bank.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {b.practised_today ? 'Practised today' : 'Not practised today'}
              </Typography>
              <CountsRow counts={b.counts} next={b.next_due_at} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap' }}>
                {b.bytes.map((byte) => (
                  <Button
                    key={byte.quiz_id}
                    variant="contained"
                    component={Link}
                    to={practise(byte.quiz_id, b.bank.id)}
                  >
                    {byte.title}
                  </Button>
                ))}
                <Button component={Link} to={`/myquestionbank/${b.bank.id}`}>
                  {B.yourBank}
                </Button>
                <Button component={Link} to={`/quizBankScorecard/${b.bank.id}`}>
                  {B.scorecard}
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function Bars({ label, rows }: { label: string; rows: { day: string; value: number; extra?: string }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0 }} aria-label={label}>
      {rows.map((r) => (
        <Stack key={r.day} component="li" direction="row" spacing={1} sx={{ alignItems: 'center', listStyle: 'none' }}>
          <Typography variant="body2" sx={{ width: 110, flexShrink: 0 }}>
            {dayText(`${r.day}T12:00:00+05:30`)}
          </Typography>
          <Box sx={{ flex: 1, bgcolor: 'action.hover', borderRadius: 1, height: 14 }}>
            <Box sx={{ width: `${(r.value / max) * 100}%`, bgcolor: 'primary.main', height: 14, borderRadius: 1 }} />
          </Box>
          <Typography variant="body2" sx={{ width: 90, textAlign: 'right' }}>
            {r.value}
            {r.extra ?? ''}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** /myquestionbank/{bankId}: the student's standing in one bank. */
export function MyQuestionBankPage() {
  const { id } = useParams();
  const bank = useMyQuestionBank(Number(id));
  if (!bank.data) return <PageLoading />;
  const b = bank.data;
  return (
    <Box sx={pageSx}>
      <PageTitle>{b.bank.title}</PageTitle>
      {b.bank.summary && <Typography sx={{ mb: 2 }}>{b.bank.summary}</Typography>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <CountsRow counts={b.counts} next={b.next_due_at} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap' }}>
          {b.bytes.map((byte) => (
            <Button key={byte.quiz_id} variant="contained" component={Link} to={practise(byte.quiz_id, b.bank.id)}>
              {byte.title}
            </Button>
          ))}
          <Button component={Link} to={`/myquestionbankdetails/${b.bank.id}`}>
            {B.questionByQuestion}
          </Button>
          <Button component={Link} to={`/quizBankScorecard/${b.bank.id}`}>
            {B.scorecard}
          </Button>
        </Stack>
      </Paper>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Coming reviews
          </Typography>
          <Bars label="Reviews due each day" rows={b.forecast.map((f) => ({ day: f.day, value: f.due }))} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            The last two weeks
          </Typography>
          <Bars
            label="Answers each day"
            rows={b.history.map((h) => ({
              day: h.day,
              value: h.answers,
              extra: h.answers ? ` (${h.right} right)` : '',
            }))}
          />
        </Paper>
      </Stack>
    </Box>
  );
}

/** /myquestionbankdetails/{bankId}: each question with the student's card. */
export function MyQuestionBankDetailsPage() {
  const { id } = useParams();
  const cards = useMyCards(Number(id));
  if (!cards.data) return <PageLoading />;
  const now = Date.now();
  return (
    <Box sx={pageSx}>
      <PageTitle>{cards.data.bank.title}</PageTitle>
      <Button component={Link} to={`/myquestionbank/${cards.data.bank.id}`} sx={{ mb: 1 }}>
        {B.yourBank}
      </Button>
      <ScrollRegion outlined label="Your cards, question by question">
        <Table size="small" aria-label="Your cards, question by question">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Question</TableCell>
              <TableCell>Category</TableCell>
              <TableCell>State</TableCell>
              <TableCell>Due</TableCell>
              <TableCell align="right">Reviews</TableCell>
              <TableCell align="right">Lapses</TableCell>
              <TableCell align="right">Stability (days)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cards.data.cards.map((c) => (
              <TableRow key={c.question_id}>
                <TableCell>{c.sequence}</TableCell>
                <TableCell sx={{ maxWidth: 320 }}>{c.stem}</TableCell>
                <TableCell>
                  {c.category ?? '—'}
                  {c.difficulty ? ` · ${difficultyLabel(c.difficulty)}` : ''}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <span>{CARD_STATE_LABELS[c.state]}</span>
                    {c.mastered && <Chip size="small" color="success" label={B.mastered} />}
                  </Stack>
                </TableCell>
                <TableCell>
                  {c.due_at === null ? 'New' : Date.parse(c.due_at) <= now ? 'Due now' : dayText(c.due_at)}
                </TableCell>
                <TableCell align="right">{c.reps}</TableCell>
                <TableCell align="right">{c.lapses}</TableCell>
                <TableCell align="right">{c.stability ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </Box>
  );
}

function MasteryTable({
  label,
  rows,
}: {
  label: string;
  rows: { key: string | number; name: string; mastered: number; total: number; share: number | null }[];
}) {
  return (
    <ScrollRegion outlined label={label} sx={{ mb: 2 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{label}</TableCell>
            <TableCell align="right">Mastered</TableCell>
            <TableCell sx={{ width: '45%' }}>Share</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell>{r.name}</TableCell>
              <TableCell align="right">
                {r.mastered} of {r.total}
              </TableCell>
              <TableCell>
                <ShareBar share={r.share} label={r.name} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** /quizBankScorecard/{bankId}: mastery per category and per skill. */
export function ScorecardPage() {
  const { id } = useParams();
  const card = useScorecard(Number(id));
  if (!card.data) return <PageLoading />;
  const c = card.data;
  return (
    <Box sx={pageSx}>
      <PageTitle>
        {B.scorecard}: {c.bank.title}
      </PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {c.view === 'class'
          ? `${c.students} student${c.students === 1 ? ' practises' : 's practise'} this bank. ${B.aggregateOnly}`
          : `A question is mastered when you have answered it right often enough, spaced out, that you should still recall it nine times in ten ${c.stability_days} days later.`}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Typography variant="h6" component="h2">
          {c.overall.mastered} of {c.overall.total} mastered
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {c.overall.learning} being learned · {Math.max(0, c.overall.total - c.overall.mastered - c.overall.learning)}{' '}
          not met yet
        </Typography>
        <ShareBar share={c.overall.share} label="Mastered overall" />
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        By category
      </Typography>
      <MasteryTable label="Category" rows={c.categories.map((r) => ({ key: r.name, ...r }))} />
      {c.skills.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            By skill
          </Typography>
          <MasteryTable label="Skill" rows={c.skills.map((r) => ({ key: r.id, ...r }))} />
        </>
      )}
      {c.view === 'student' && (
        <Button component={Link} to={`/myquestionbank/${c.bank.id}`}>
          {B.yourBank}
        </Button>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        Mastered: the question’s card is in review with a stability of at least {MASTERY_STABILITY_DAYS} days.
      </Typography>
    </Box>
  );
}
