import { ACHIEVEMENT_TEXTS, type PostAchievement } from '@lbd/shared/achievements';
import EmojiEvents from '@mui/icons-material/EmojiEventsOutlined';
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { indiaDate } from '../../../lib/dates';

/** The shared achievement of a post (decision 0083): what it is, and a green 'Verified' badge while it still is. */
export function AchievementBlock({ achievement, action }: { achievement: PostAchievement; action?: ReactNode }) {
  const { verified } = achievement;
  return (
    <Box
      role="group"
      aria-label={`Achievement: ${achievement.title}`}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        border: 1,
        borderColor: verified ? 'success.light' : 'divider',
        borderRadius: 1,
        p: 1.5,
        my: 1,
        bgcolor: verified ? 'rgba(46, 125, 50, 0.04)' : undefined,
      }}
    >
      <EmojiEvents color={verified ? 'success' : 'disabled'} sx={{ mt: 0.25 }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.5 }}>
            {achievement.label}
          </Typography>
          {verified && achievement.verification_url && (
            <Chip
              size="small"
              color="success"
              icon={<Verified sx={{ fontSize: 16 }} />}
              label={ACHIEVEMENT_TEXTS.verifiedBadge}
              clickable
              component={RouterLink}
              to={achievement.verification_url}
              aria-label={`${ACHIEVEMENT_TEXTS.verifiedBadge}: see the verification of ${achievement.title}`}
              sx={{ height: 22, fontWeight: 600 }}
            />
          )}
        </Stack>
        <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {achievement.title}
        </Typography>
        {verified && achievement.verified_by && (
          <Typography variant="body2" color="text.secondary">
            {achievement.verified_by}
            {achievement.verified_at ? ` on ${indiaDate(achievement.verified_at)}` : ''}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
}
