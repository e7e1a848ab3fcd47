import { type ReadingKind } from '@lbd/shared/portfolio';
import { READING_TEXTS } from '@lbd/shared/readings';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCatalogue, useRecommendedReadings, type ReadingsPage } from '../api';
import { ReadingCard } from '../components/reading-card';
import { pageFrom, readingsTab, type ReadingsTab } from '../reading-view';
import type { CatalogueReading } from '@lbd/shared/readings';

const INTRO: Record<ReadingKind, string> = {
  book: 'Books that help you grow in your career: software, data, management, finance and communication.',
  article: 'Landmark articles and papers worth an evening each, from computing classics to management thinking.',
};

function Empty({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderStyle: 'dashed' }}>
      <Typography color="text.secondary">{children}</Typography>
    </Paper>
  );
}

function ReadingGrid({
  result,
  empty,
  label,
  onPage,
}: {
  result: { data?: ReadingsPage<CatalogueReading>; isPending: boolean; isError: boolean };
  empty: string;
  label: string;
  onPage: (page: number) => void;
}) {
  if (result.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading readings" />
      </Box>
    );
  }
  if (result.isError || !result.data) return <Alert severity="warning">We could not load these readings.</Alert>;
  const { data, pagination } = result.data;
  if (data.length === 0) return <Empty>{empty}</Empty>;
  return (
    <>
      <Box
        component="section"
        aria-label={label}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {data.map((r) => (
          <ReadingCard key={r.id} reading={r} />
        ))}
      </Box>
      {pagination.total_pages > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={pagination.total_pages}
          page={pagination.page}
          onChange={(_event, page) => onPage(page)}
          color="primary"
          aria-label={`${label} pages`}
        />
      )}
    </>
  );
}

/** /books and /articles: Recommended (students) and the whole catalogue with search and paging. */
export function ReadingsPage({ kind }: { kind: ReadingKind }) {
  const { user } = useSession();
  const isStudent = user?.profile?.profile_type === 'STUDENT';
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('query') ?? '';
  const [text, setText] = useState(urlQuery);
  const query = useDebouncedValue(text, 300).trim();
  const tab = readingsTab(params.get('tab'), isStudent, urlQuery);
  const page = pageFrom(params.get('page'));
  const title = kind === 'book' ? READING_TEXTS.booksTitle : READING_TEXTS.articlesTitle;

  // The search box writes its (debounced) text into the address, which opens the catalogue tab.
  useEffect(() => {
    if (query === urlQuery.trim()) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set('query', query);
        else next.delete('query');
        next.delete('page');
        if (query) next.set('tab', 'all');
        return next;
      },
      { replace: true },
    );
  }, [query, urlQuery, setParams]);

  const recommended = useRecommendedReadings(kind, tab === 'recommended' ? page : 1);
  const catalogue = useCatalogue(kind, tab === 'all' ? page : 1, urlQuery);

  const go = (next: { tab?: ReadingsTab; page?: number }) => {
    setParams((current) => {
      const p = new URLSearchParams(current);
      if (next.tab) p.set('tab', next.tab);
      if (next.page && next.page > 1) p.set('page', String(next.page));
      else p.delete('page');
      return p;
    });
  };

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {INTRO[kind]}
      </Typography>
      <TextField
        label={READING_TEXTS.search(kind)}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, 100))}
        size="small"
        fullWidth
        sx={{ maxWidth: 480, mb: 2 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {isStudent && (
        <Tabs
          value={tab}
          onChange={(_event, value: ReadingsTab) => go({ tab: value, page: 1 })}
          aria-label={`${title} tabs`}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="recommended" label={READING_TEXTS.recommended} />
          <Tab value="all" label={READING_TEXTS.catalogue(kind)} />
        </Tabs>
      )}
      {!user && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {READING_TEXTS.signInForRecommendations}
        </Alert>
      )}
      {tab === 'recommended' ? (
        <ReadingGrid
          result={recommended}
          empty={READING_TEXTS.noRecommendations}
          label={`Recommended ${title.toLowerCase()}`}
          onPage={(p) => go({ page: p })}
        />
      ) : (
        <ReadingGrid
          result={catalogue}
          empty={urlQuery ? READING_TEXTS.noMatch : 'No readings in the catalogue yet.'}
          label={READING_TEXTS.catalogue(kind)}
          onPage={(p) => go({ page: p })}
        />
      )}
    </Box>
  );
}
