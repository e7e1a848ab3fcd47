import { type OrgPage } from '@lbd/shared/orgs';
import Language from '@mui/icons-material/Language';
import Place from '@mui/icons-material/Place';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countFacts, initialsOf } from '../org-view';
import { OrgPageEditButton } from './org-page-editor';

/** Logo (or initials), name, kind, place, website and what the organisation has on the platform. */
export function OrgHeader({ org, students }: { org: OrgPage; students?: number }) {
  const place = [org.city, org.state].filter(Boolean).join(', ');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center', minWidth: 0 }}>
      <Avatar
        src={org.logo_url ?? undefined}
        alt=""
        variant="rounded"
        sx={{ width: { xs: 56, sm: 72 }, height: { xs: 56, sm: 72 }, bgcolor: 'primary.main', fontSize: 24 }}
      >
        {initialsOf(org.full_name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 22, sm: 30 } }}>
          {org.full_name}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5, alignItems: 'center' }}>
          <Chip size="small" label={org.org_type === 'COMPANY' ? 'Company' : 'Institute'} color="primary" />
          {place && (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Place sx={{ fontSize: 16 }} aria-hidden /> {place}
            </Typography>
          )}
          {org.website && (
            <Link
              href={org.website}
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <Language sx={{ fontSize: 16 }} aria-hidden /> {org.website.replace(/^https?:\/\//, '')}
            </Link>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="org-counts">
          {countFacts(org.counts, students).join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ ml: 'auto', alignSelf: 'flex-start' }}>
        <OrgPageEditButton org={org} />
      </Box>
    </Paper>
  );
}
