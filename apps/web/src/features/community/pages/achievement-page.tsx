import { ACHIEVEMENT_KINDS, ACHIEVEMENT_TEXTS, type AchievementKind } from '@lbd/shared/achievements';
import EmojiEvents from '@mui/icons-material/EmojiEventsOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import Verified from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { ApiError } from '../../../lib/api-client';
import { indiaDate } from '../../../lib/dates';
import { useAchievementVerification } from '../achievements-api';

/**
 * /achievement/{kind}/{ref} (public, no sign-in): the live verification a shared achievement's 'Verified'
 * badge opens (decision 0083): whose it is, what, who verified it and when; once withdrawn, it says so.
 */
export default function AchievementPage() {
  const params = useParams();
  const kind = params.kind as AchievementKind;
  const ref = params.ref ?? '';
  const known = ACHIEVEMENT_KINDS.includes(kind) && ref !== '';
  const view = useAchievementVerification(kind, ref, known);
  const gone =
    !known || (view.error instanceof ApiError && view.error.kind === 'http' && [404, 422].includes(view.error.status));

  let body;
  if (gone)
    body = (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', color: 'text.secondary' }}>
        <LinkOff />
        <Typography sx={{ color: 'inherit', fontWeight: 600 }}>{ACHIEVEMENT_TEXTS.achievementGone}</Typography>
      </Box>
    );
  else if (view.isPending) return <PageLoading />;
  else if (view.isError)
    body = <Alert severity="error">This verification could not be loaded. Please try again.</Alert>;
  else {
    const a = view.data;
    body = (
      <>
        <Typography sx={{ mb: 2 }}>
          <strong>{a.student_name}</strong> shared this achievement on Learn By Doing.
        </Typography>
        <Box
          sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', display: 'flex', gap: 1.5 }}
          role="group"
          aria-label="Achievement"
        >
          <EmojiEvents color="success" sx={{ mt: 0.5 }} aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
              {a.label}
            </Typography>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {a.title}
            </Typography>
            <Chip
              color="success"
              size="small"
              icon={<Verified sx={{ fontSize: 16 }} />}
              label={ACHIEVEMENT_TEXTS.verifiedBadge}
              sx={{ my: 1, fontWeight: 600 }}
            />
            <Typography data-testid="achievement-verifier">
              {a.verified_by}
              {a.verified_at ? ` on ${indiaDate(a.verified_at)}` : ''}
            </Typography>
          </Box>
        </Box>
      </>
    );
  }

  return (
    <Box sx={{ px: 2, py: { xs: 3, md: 6 }, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 620 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, mb: 2 }}>
          {ACHIEVEMENT_TEXTS.pageHeading}
        </Typography>
        {body}
      </Paper>
    </Box>
  );
}
