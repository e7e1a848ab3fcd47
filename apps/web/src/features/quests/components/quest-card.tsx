import type { QuestSummary } from '@lbd/shared/quests';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { countText, kindsText, priceText, weeksText } from '../quest-view';

const ENROLMENT_LINE = { Enrolled: 'Enrolled', Completed: 'Completed', Dropped: 'Left' } as const;

/** One quest of the catalogue: its steps per kind, weeks, points, price, students and, when enrolled, the caller's progress. */
export function QuestCard({ quest, to }: { quest: QuestSummary; to?: string }) {
  const mine = quest.my_enrolment;
  const facts = [
    countText(quest.step_count, 'step', 'steps'),
    weeksText(quest.duration_weeks),
    `${quest.points} points`,
    `${quest.enrolled_count} enrolled`,
  ].filter(Boolean);
  const kinds = kindsText(quest.kinds);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={to ?? `/quests/${quest.id}`}
        sx={{ flexGrow: 1, alignItems: 'stretch', display: 'flex', flexDirection: 'column' }}
      >
        <CardContent sx={{ width: '100%' }}>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mb: 1 }}>
            <Chip
              size="small"
              color={quest.price_paise > 0 ? 'warning' : 'success'}
              variant="outlined"
              label={priceText(quest.price_paise)}
            />
            {quest.status !== 'published' && (
              <Chip size="small" variant="outlined" label={quest.status === 'draft' ? 'Draft' : 'Archived'} />
            )}
            {mine && <Chip size="small" color="primary" variant="outlined" label={ENROLMENT_LINE[mine.status]} />}
          </Stack>
          <Typography variant="h6" component="h2" sx={{ fontSize: 18, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {quest.title}
          </Typography>
          {quest.summary && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {quest.summary}
            </Typography>
          )}
          {kinds && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {kinds}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {facts.join(' · ')}
          </Typography>
          {quest.skills.length > 0 && (
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 1 }} aria-label="Skills">
              {quest.skills.slice(0, 4).map((s) => (
                <Chip key={s.id} size="small" variant="outlined" label={s.name} />
              ))}
              {quest.skills.length > 4 && (
                <Chip size="small" variant="outlined" label={`+${quest.skills.length - 4}`} />
              )}
            </Stack>
          )}
          {mine && mine.status !== 'Dropped' && (
            <Box sx={{ mt: 1.5 }}>
              <Typography variant="caption" color="text.secondary">
                {`Your progress: ${mine.progress}%`}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={mine.progress}
                aria-label={`Your progress: ${mine.progress}%`}
                sx={{ height: 6, borderRadius: 3 }}
              />
            </Box>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
