import type { PortfolioCareerPath, PublicCareerPath } from '@lbd/shared/portfolio';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

function SkillChips({ label, names, covered }: { label: string; names: string[]; covered: boolean }) {
  if (names.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }} role="group" aria-label={label}>
      <Typography variant="caption" sx={{ fontWeight: 700, mr: 0.5 }}>
        {label}
      </Typography>
      {names.map((name) => (
        <Chip
          key={name}
          label={name}
          size="small"
          color={covered ? 'success' : 'default'}
          variant={covered ? 'filled' : 'outlined'}
        />
      ))}
    </Box>
  );
}

/**
 * Each chosen career path with how much of its skills the portfolio shows: the percent, the covered
 * skills and the missing ones. The student's own page links to /jobRoles to change them.
 */
export function CareerPathsOverview({ paths, canChange }: { paths: PortfolioCareerPath[]; canChange: boolean }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="career-paths-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}
      >
        <Typography variant="h6" component="h2" id="career-paths-heading">
          Career paths
        </Typography>
        {canChange && (
          <Button component={RouterLink} to="/jobRoles" size="small" variant="outlined">
            Change career paths
          </Button>
        )}
      </Box>
      {paths.length === 0 ? (
        <Typography color="text.secondary">No career paths chosen yet.</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {paths.map((path) => (
            <Box component="li" key={path.id} sx={{ listStyle: 'none' }} data-testid={`career-path-${path.id}`}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {path.name}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {path.coverage.percent}% covered
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={path.coverage.percent}
                aria-label={`${path.name}: ${path.coverage.percent}% of skills covered`}
                sx={{ height: 8, borderRadius: 4, my: 1 }}
              />
              <Stack spacing={0.75}>
                <SkillChips label="Covered" names={path.coverage.covered} covered />
                <SkillChips label="Missing" names={path.coverage.missing} covered={false} />
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The public portfolio's career paths: each path and the skills the portfolio shows for it. What the
 * student has yet to learn (the missing skills, the percent) is theirs alone and never shown here.
 */
export function PublicCareerPaths({ paths }: { paths: PublicCareerPath[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="career-paths-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="career-paths-heading" sx={{ mb: 2 }}>
        Career paths
      </Typography>
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
        {paths.map((path) => (
          <Box component="li" key={path.id} sx={{ listStyle: 'none' }} data-testid={`career-path-${path.id}`}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.75 }}>
              {path.name}
            </Typography>
            <SkillChips label="Skills shown" names={path.shown} covered />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
