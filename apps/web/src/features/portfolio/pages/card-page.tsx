import { CARD_TABS, CARD_TITLES, type CardType, type Portfolio } from '@lbd/shared/portfolio';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { loadPortfolioLearningTabs, type LearningList } from '../../projects';
import { useMyPortfolio } from '../api';
import { defaultTab, tabContent } from '../card-tabs';
import { useEntryDialogs, type EntryDialogs } from '../components/entry-dialogs';
import { DegreeList, EntryList, EventGroups, SubjectRows, subjectsByDegree } from '../components/entry-lists';
import { PlatformItems, RecommendedTab } from '../components/platform-tabs';
import { CARD_NOUNS, entriesOf, entryView, isCardType } from '../entry-view';

const PortfolioLearningList = lazy(() =>
  loadPortfolioLearningTabs().then((m) => ({ default: m.PortfolioLearningList })),
);

/** The platform's projects or learning paths of a tab, in their own chunk. */
function LearningItems({ list }: { list: LearningList }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <PortfolioLearningList list={list} />
    </Suspense>
  );
}

/** A tab with nothing to list (yet): what will appear there, and where to start. */
function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', borderStyle: 'dashed' }}>
      <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {text}
      </Typography>
      {action}
    </Paper>
  );
}

const addLabel = (card: CardType) => `Add ${CARD_NOUNS[card]}`;

function AddButton({ card, dialogs }: { card: CardType; dialogs: EntryDialogs }) {
  return (
    <Button variant="contained" startIcon={<Add />} onClick={() => dialogs.openAdd(card)}>
      {addLabel(card)}
    </Button>
  );
}

/** Subject Details: each degree with its subjects and 'Add semester'. */
function SubjectsTab({ portfolio, dialogs }: { portfolio: Portfolio; dialogs: EntryDialogs }) {
  const degrees = entriesOf(portfolio, 'education');
  const subjects = subjectsByDegree(portfolio);
  if (degrees.length === 0) {
    return (
      <EmptyState
        text="Semester subjects belong to a degree. Add your degree first, then add its semesters."
        action={
          <Button component={RouterLink} to="/myPortfolio/education" variant="contained">
            Go to Degrees
          </Button>
        }
      />
    );
  }
  return (
    <Stack spacing={2}>
      {degrees.map((degree) => {
        const view = entryView(degree);
        const own = subjects.get(degree.id) ?? [];
        return (
          <Paper
            key={degree.id}
            variant="outlined"
            component="section"
            aria-label={view.title}
            sx={{ p: { xs: 2, sm: 2.5 } }}
          >
            <Box
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Box>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {view.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {view.host}
                </Typography>
              </Box>
              <Button variant="outlined" startIcon={<Add />} onClick={() => dialogs.openAdd('semester', degree)}>
                Add semester
              </Button>
            </Box>
            {own.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                No subjects added for this degree yet.
              </Typography>
            ) : (
              <SubjectRows subjects={own} degree={degree} dialogs={dialogs} />
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

function OwnEntries({
  card,
  tab,
  portfolio,
  dialogs,
}: {
  card: CardType;
  tab: string;
  portfolio: Portfolio;
  dialogs: EntryDialogs;
}) {
  const content = tabContent(card, tab);
  if (content.kind === 'later') return <EmptyState text={content.text} />;
  if (content.kind === 'recommended') return <RecommendedTab source={content.source} />;
  if (content.kind === 'learning') return <LearningItems list={content.list} />;
  if (card === 'semester') return <SubjectsTab portfolio={portfolio} dialogs={dialogs} />;
  const platform = content.platform ? (
    <PlatformItems source={content.platform} />
  ) : (
    content.learning && (
      <Box sx={{ mb: 3 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          On Learn By Doing
        </Typography>
        <LearningItems list={content.learning} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 3 }}>
          Added by you
        </Typography>
      </Box>
    )
  );

  const entries = entriesOf(portfolio, card).filter(content.filter ?? (() => true));
  const note = content.note && (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      {content.note}
    </Typography>
  );
  if (entries.length === 0) {
    return (
      <>
        {platform}
        <EmptyState
          text={`You have not added any ${CARD_TITLES[card].toLowerCase()} here yet. Use '${addLabel(card)}' to add one.`}
        />
        {note}
      </>
    );
  }
  return (
    <>
      {platform}
      {card === 'education' ? (
        <DegreeList portfolio={portfolio} dialogs={dialogs} />
      ) : card === 'events' ? (
        <EventGroups events={entriesOf(portfolio, 'events')} dialogs={dialogs} />
      ) : (
        <EntryList card={card} entries={entries} dialogs={dialogs} />
      )}
      {note}
    </>
  );
}

/**
 * /myPortfolio/{card} (SPEC §2.5): the card's tabs. Tabs later features fill say what will appear there;
 * the student's own tabs list their entries with Edit, Delete and Request verification, and an add button.
 */
export default function CardPage() {
  const { card } = useParams();
  const [params, setParams] = useSearchParams();
  const portfolio = useMyPortfolio();
  const dialogs = useEntryDialogs();
  const tabsId = useId();
  const { openAdd } = dialogs;

  // '/myPortfolio/books?add=1' (the Add buttons of My Portfolio's sections) opens the add form at once.
  const wantsAdd = params.get('add') === '1' && isCardType(card) && card !== 'semester' && Boolean(portfolio.data);
  useEffect(() => {
    if (!wantsAdd || !isCardType(card)) return;
    openAdd(card);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('add');
        return next;
      },
      { replace: true },
    );
  }, [wantsAdd, card, openAdd, setParams]);

  if (!isCardType(card)) return <Navigate to="/myPortfolio" replace />;
  if (!portfolio.data) return <PageLoading />;

  const tabs = CARD_TABS[card];
  const requested = params.get('tab');
  const tab = requested && tabs.includes(requested) ? requested : defaultTab(card, entriesOf(portfolio.data, card));
  const index = tabs.indexOf(tab);
  const title = CARD_TITLES[card];

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1000 }}>
      <Button component={RouterLink} to="/myPortfolio" startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        My Portfolio
      </Button>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {title}
        </Typography>
        {card !== 'semester' && <AddButton card={card} dialogs={dialogs} />}
      </Box>
      <Tabs
        value={index}
        onChange={(_event, next: number) => setParams({ tab: tabs[next] ?? '' }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={`${title} tabs`}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}
      >
        {tabs.map((label, i) => (
          <Tab key={label} label={label} id={`${tabsId}-tab-${i}`} aria-controls={`${tabsId}-panel-${i}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel-${index}`} aria-labelledby={`${tabsId}-tab-${index}`}>
        <OwnEntries card={card} tab={tab} portfolio={portfolio.data} dialogs={dialogs} />
      </Box>
      {dialogs.element}
    </Box>
  );
}
