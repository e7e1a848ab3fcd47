import { orgPagePath, type Partner } from '@lbd/shared/orgs';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { initialsOf, partnerFacts } from '../org-view';

/** A company or institute on /partners/{type}, linking to its page. */
export function PartnerCard({ partner }: { partner: Partner }) {
  const place = [partner.city, partner.state].filter(Boolean).join(', ');
  const facts = partnerFacts(partner);
  return (
    <Paper
      component={RouterLink}
      to={orgPagePath(partner)}
      variant="outlined"
      aria-label={[partner.full_name, place, facts].filter(Boolean).join(', ')}
      data-testid="partner-card"
      sx={{
        p: 2,
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        textDecoration: 'none',
        color: 'inherit',
        minWidth: 0,
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Avatar src={partner.logo_url ?? undefined} alt="" variant="rounded" sx={{ bgcolor: 'primary.main' }}>
        {initialsOf(partner.full_name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {partner.full_name}
        </Typography>
        {place && (
          <Typography variant="body2" color="text.secondary">
            {place}
          </Typography>
        )}
        {facts && (
          <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
            {facts}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
