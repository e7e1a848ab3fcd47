import type { Eligibility } from '@lbd/shared/jobs';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ELIGIBILITY_MEANING, eligibilityRows } from '../job-helpers';

/** The student's eligibility for a job: the percentage and each criterion, met or not and why. */
export function EligibilityList({ eligibility }: { eligibility: Eligibility }) {
  const { summary, rows } = eligibilityRows(eligibility);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 0.5 }}>
        <Typography sx={{ fontWeight: 700, fontSize: 22 }} data-testid="eligibility-percent">
          {`${eligibility.percent}%`}
        </Typography>
        <Typography color="text.secondary">eligible</Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={eligibility.percent}
        color={eligibility.percent >= 100 ? 'success' : 'warning'}
        aria-label="Eligibility"
        sx={{ height: 8, borderRadius: 4, mb: 1 }}
      />
      <Typography variant="body2" color="text.secondary" data-testid="eligibility-summary">
        {summary}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {ELIGIBILITY_MEANING}
      </Typography>
      {rows.length > 0 && (
        <List dense aria-label="Eligibility criteria">
          {rows.map((row) => (
            <ListItem key={row.name} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {row.met ? (
                  <CheckCircle color="success" fontSize="small" titleAccess={row.state} />
                ) : (
                  <Cancel color="error" fontSize="small" titleAccess={row.state} />
                )}
              </ListItemIcon>
              <ListItemText primary={`${row.name}: ${row.state}`} secondary={row.detail} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
