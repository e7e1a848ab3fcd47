import { POINTS_CATEGORIES, type Portfolio } from '@lbd/shared/portfolio';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const POINT_LABELS = {
  exposure: 'Exposure',
  experience: 'Experience',
  education: 'Education',
  total: 'Total',
} as const;

/** Exposure, experience, education and total points. */
export function PointsSummary({ points }: { points: Portfolio['points'] }) {
  const tiles = [...POINTS_CATEGORIES, 'total' as const];
  return (
    <Box
      component="dl"
      aria-label="Points"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5, m: 0 }}
    >
      {tiles.map((key) => (
        <Box
          key={key}
          data-testid={`points-${key}`}
          sx={{
            p: 1.5,
            borderRadius: 2,
            bgcolor: key === 'total' ? 'primary.main' : 'action.hover',
            color: key === 'total' ? 'primary.contrastText' : 'text.primary',
          }}
        >
          <Typography component="dt" variant="caption" sx={{ fontWeight: 600, opacity: 0.85 }}>
            {POINT_LABELS[key]}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 800 }}>
            {points[key]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Who the portfolio belongs to (name, institute, degree) and their points; `actions` go beside the name. */
export function PortfolioHeader({
  portfolio,
  actions,
}: {
  portfolio: Pick<Portfolio, 'profile' | 'points'>;
  actions?: ReactNode;
}) {
  const { profile } = portfolio;
  const degree = [profile.degree, profile.specialization].filter(Boolean).join(', ');
  return (
    <Paper variant="outlined" component="section" aria-label="Profile and points" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2.5 }}>
        <Avatar src={profile.avatar_url ?? undefined} alt="" sx={{ width: 64, height: 64, fontSize: 26 }}>
          {profile.first_name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}>
            {profile.full_name}
          </Typography>
          {profile.institute && <Typography color="text.secondary">{profile.institute}</Typography>}
          {(degree || profile.graduation_year) && (
            <Typography variant="body2" color="text.secondary">
              {[degree, profile.graduation_year ? `Class of ${profile.graduation_year}` : null]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
        </Box>
        {actions}
      </Box>
      <PointsSummary points={portfolio.points} />
    </Paper>
  );
}
