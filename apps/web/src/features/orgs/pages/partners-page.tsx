import { ORG_TEXTS, type PartnerType } from '@lbd/shared/orgs';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorView } from '../../../components/error-view';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePartners } from '../api';
import { PartnerCard } from '../components/partner-card';
import { partnerTypeOf } from '../org-view';

function PartnersList({ type }: { type: PartnerType }) {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(text, 300).trim();
  const partners = usePartners(type, page, query);
  const title = ORG_TEXTS.partners[type];
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {ORG_TEXTS.partnersIntro[type]}
      </Typography>
      <TextField
        label={ORG_TEXTS.search(type)}
        value={text}
        onChange={(event) => {
          setText(event.target.value.slice(0, 100));
          setPage(1);
        }}
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
      {partners.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={`Loading ${title.toLowerCase()}`} />
        </Box>
      ) : !partners.data || partners.data.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderStyle: 'dashed' }}>
          <Typography color="text.secondary">{ORG_TEXTS.noPartners}</Typography>
        </Paper>
      ) : (
        <>
          <Box
            component="section"
            aria-label={title}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {partners.data.data.map((p) => (
              <PartnerCard key={p.id} partner={p} />
            ))}
          </Box>
          {partners.data.pagination.total_pages > 1 && (
            <Pagination
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
              count={partners.data.pagination.total_pages}
              page={partners.data.pagination.page}
              onChange={(_event, p) => setPage(p)}
              color="primary"
              aria-label={`${title} pages`}
            />
          )}
        </>
      )}
    </Box>
  );
}

/** /partners/{type}: companies or institutes; any other type is Page Not Found. */
export function PartnersPage() {
  const type = partnerTypeOf(useParams().type);
  if (!type) return <ErrorView type="notfound" />;
  return <PartnersList key={type} type={type} />;
}
