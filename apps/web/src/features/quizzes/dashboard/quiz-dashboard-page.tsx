import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorView } from '../../../components/error-view';
import { PageLoading } from '../../../components/page-loading';
import { useQuiz } from '../api';
import { PageTitle } from '../components/page-parts';
import { AccommodationsTab } from './accommodations-tab';
import { useEssayQueue, useQuizStats } from './api';
import { AttemptsTab } from './attempts-tab';
import { EssaysTab } from './essays-tab';
import { QuestionsTab } from './questions-tab';
import { ResultsTab } from './results-tab';
import { DASHBOARD_TEXTS as T } from './texts';

export const DASHBOARD_TABS = ['results', 'questions', 'attempts', 'essays', 'accommodations'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tab named by `?tab=` (the Results tab when there is none, or an unknown one). Pure. */
export const tabOf = (value: string | null): DashboardTab => DASHBOARD_TABS.find((t) => t === value) ?? 'results';

function Panel({ tab, children }: { tab: DashboardTab; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={`quiz-tabpanel-${tab}`} aria-labelledby={`quiz-tab-${tab}`} sx={{ pt: 2 }}>
      {children}
    </Box>
  );
}

function Dashboard({ quizId }: { quizId: number }) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const stats = useQuizStats(quizId);
  const essays = useEssayQueue(quizId, 1);
  const waiting = essays.data?.pagination.total ?? 0;
  const label = (t: DashboardTab) =>
    t === 'essays' && waiting > 0 ? (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <span>{T.tabs.essays}</span>
        <Chip size="small" color="secondary" label={waiting} aria-hidden />
      </Stack>
    ) : (
      T.tabs[t]
    );
  return (
    <>
      <Paper variant="outlined" sx={{ px: { xs: 0.5, sm: 1 } }}>
        <Tabs
          value={tab}
          onChange={(_, v: DashboardTab) => setParams(v === 'results' ? {} : { tab: v }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={T.tabsLabel}
        >
          {DASHBOARD_TABS.map((t) => (
            <Tab
              key={t}
              value={t}
              id={`quiz-tab-${t}`}
              aria-controls={`quiz-tabpanel-${t}`}
              label={label(t)}
              aria-label={t === 'essays' && waiting > 0 ? `${T.tabs.essays} (${waiting})` : undefined}
            />
          ))}
        </Tabs>
      </Paper>
      <Panel tab={tab}>
        {tab === 'results' || tab === 'questions' ? (
          !stats.data ? (
            <LinearProgress aria-label="Loading the statistics" />
          ) : tab === 'results' ? (
            <ResultsTab quizId={quizId} stats={stats.data} />
          ) : (
            <QuestionsTab quizId={quizId} stats={stats.data} />
          )
        ) : tab === 'attempts' ? (
          <AttemptsTab quizId={quizId} />
        ) : tab === 'essays' ? (
          <EssaysTab quizId={quizId} />
        ) : (
          <AccommodationsTab quizId={quizId} />
        )}
      </Panel>
    </>
  );
}

/**
 * /quizDashboard/{id} (SPEC §2.1, decision 0075): a quiz's results for those who manage it (its author,
 * its organisation's staff, admins); anyone else finds no such page.
 */
export default function QuizDashboardPage() {
  const { id } = useParams();
  const quizId = Number(id);
  const quiz = useQuiz(quizId);
  if (!Number.isInteger(quizId)) return <ErrorView type="notfound" />;
  if (!quiz.data) return <PageLoading />;
  const q = quiz.data;
  if (!q.can_edit) return <ErrorView type="notfound" />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1180 }}>
      <Typography variant="overline" color="text.secondary">
        {T.pageTitle}
      </Typography>
      <PageTitle status={q.status === 'published' ? undefined : q.status}>{q.title}</PageTitle>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button component={Link} to={`/quiz/${q.id}`} variant="outlined" size="small">
          {T.quizPage}
        </Button>
        <Button component={Link} to={`/createQuiz/${q.id}`} size="small">
          {T.edit}
        </Button>
      </Stack>
      <Dashboard quizId={q.id} />
    </Box>
  );
}
