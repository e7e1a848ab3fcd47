import type { MyAssignmentDetail } from '@lbd/shared/activities';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { scoreText } from '../peer-format';

/** SPEC §4.6: the score summary shows only when final_evaluation is set and the status is complete. */
export const showsScoreSummary = (my: Pick<MyAssignmentDetail, 'status' | 'assignment'>) =>
  my.assignment.final_evaluation && my.status === 'complete';

/** Activity score plus peer score, and their total (final = mentor score + peer score). */
export function StudentScoreSummary({ my }: { my: MyAssignmentDetail }) {
  if (!showsScoreSummary(my)) return null;
  const a = my.assignment;
  const rows: [string, number | null, number][] = [
    ['Activity score', my.score, a.mentor_assessment_score],
    ['Peer score', my.peer_score, a.peer_assessment_score],
    ['Final score', my.total_score, a.max_score],
  ];
  return (
    <Paper
      component="section"
      aria-labelledby="score-summary"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 2, borderColor: 'success.main' }}
    >
      <Typography id="score-summary" variant="h6" component="h2" gutterBottom>
        Score summary
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: 2, m: 0 }}
      >
        {rows.map(([term, value, out]) => (
          <Box key={term}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {term}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 700, fontSize: { xs: 18, sm: 22 } }}
              data-testid={`summary-${term.split(' ')[0]!.toLowerCase()}`}
            >
              {scoreText(value)}
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                / {scoreText(out)}
              </Typography>
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
