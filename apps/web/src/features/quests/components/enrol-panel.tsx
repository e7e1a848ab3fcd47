import { QUEST_TEXTS, type QuestDetail } from '@lbd/shared/quests';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { indiaDate } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { useNavigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { needsPayment, PricingDialog } from '../../payments';
import { useEnrol } from '../api';
import { PAGE_TEXTS as T, priceText } from '../quest-view';

const cohortLabel = (c: QuestDetail['cohorts'][number]) =>
  `${c.name} · starts ${indiaDate(c.starts_on)}${c.ends_on ? `, ends ${indiaDate(c.ends_on)}` : ''}`;

/**
 * Enrol (with the cohort to join, when the quest has cohorts), or the student's progress and the way back
 * to their quest once enrolled. A paid quest not yet bought opens its pricing.
 */
export function EnrolPanel({ quest }: { quest: QuestDetail }) {
  const { user, openLogin } = useSession();
  const navigateTo = useNavigateTo();
  const { showToast, showPopup } = useFeedback();
  const enrol = useEnrol(quest.id);
  const [cohortId, setCohortId] = useState<number | ''>(quest.cohorts.length === 1 ? quest.cohorts[0]!.id : '');
  const [cohortError, setCohortError] = useState<string | null>(null);
  const [pricing, setPricing] = useState(false);

  if (user && user.profile?.profile_type !== 'STUDENT') return null;
  const mine = quest.my_enrolment;
  if (mine && mine.status !== 'Dropped') {
    return (
      <Stack spacing={1} sx={{ minWidth: { sm: 280 } }}>
        <Typography sx={{ fontWeight: 600 }}>
          {mine.status === 'Completed' ? 'Completed' : QUEST_TEXTS.enrolled} · {mine.progress}% done
        </Typography>
        <LinearProgress variant="determinate" value={mine.progress} aria-label={`Your progress: ${mine.progress}%`} />
        <Button variant="contained" size="large" component={RouterLink} to={`/myQuests/${mine.id}`}>
          {mine.status === 'Completed' ? 'Open my quest' : 'Continue'}
        </Button>
      </Stack>
    );
  }

  const paid = quest.price_paise > 0;
  const open = quest.status === 'published';
  const hasCohorts = quest.cohorts.length > 0;
  const handleEnrol = () => {
    if (!user) return openLogin('login');
    if (hasCohorts && cohortId === '') return setCohortError(QUEST_TEXTS.cohortRequired);
    enrol.mutate(cohortId === '' ? null : cohortId, {
      onSuccess: (mineNow) => {
        showToast({ message: QUEST_TEXTS.enrolled, kind: 'success' });
        navigateTo(['myQuests', mineNow.id]);
      },
      // Paid and not held: its pricing in place (issue 30 item 9).
      onError: (error) => (needsPayment(error) ? setPricing(true) : showPopup(failurePopup(error))),
    });
  };

  return (
    <Stack spacing={1.5} sx={{ minWidth: { sm: 280 }, maxWidth: 420 }}>
      {paid && (
        <Typography variant="h5" component="p" aria-label={`Price: ${priceText(quest.price_paise)}`}>
          {priceText(quest.price_paise)}
        </Typography>
      )}
      {hasCohorts && open && (
        <TextField
          select
          label={T.chooseCohort}
          value={cohortId}
          onChange={(e) => {
            setCohortId(Number(e.target.value));
            setCohortError(null);
          }}
          error={Boolean(cohortError)}
          helperText={cohortError ?? ' '}
        >
          {quest.cohorts.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {cohortLabel(c)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button variant="contained" size="large" disabled={!open || enrol.isPending} onClick={handleEnrol}>
        {enrol.isPending ? 'Enrolling…' : mine?.status === 'Dropped' ? 'Enrol again' : 'Enrol'}
      </Button>
      {paid && (
        <Typography variant="body2" color="text.secondary">
          {T.paidQuest}
        </Typography>
      )}
      {pricing && (
        <Suspense fallback={null}>
          <PricingDialog kind="quest" id={quest.id} open onClose={() => setPricing(false)} />
        </Suspense>
      )}
      {!open && (
        <Typography variant="body2" color="text.secondary">
          {QUEST_TEXTS.notPublished}
        </Typography>
      )}
      {mine?.status === 'Dropped' && (
        <Typography variant="body2" color="text.secondary">
          {QUEST_TEXTS.left}. Enrol again and the work you finished still counts.
        </Typography>
      )}
    </Stack>
  );
}
