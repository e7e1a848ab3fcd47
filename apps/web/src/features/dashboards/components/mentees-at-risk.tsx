import {
  MENTOR_NUDGE_TEXTS as T,
  type AtRiskMentee,
  type AtRiskReason,
  type MentorDashboard,
} from '@lbd/shared/mentor-dashboard';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { indiaDate } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { useSendNudge } from '../api';
import { agoText, nudgedRecently } from '../nudge-format';
import { Section } from './dashboard-parts';

const REASON_LABEL: Record<AtRiskReason, string> = {
  late: 'Missed the deadline',
  inactive: 'No work for 14 days',
  low_score: 'Low score',
};

function NudgeButton({ mentee, now }: { mentee: AtRiskMentee; now: Date }) {
  const send = useSendNudge();
  const { showSnackbar } = useFeedback();
  const last = mentee.last_nudge;
  if (nudgedRecently(last, now))
    return (
      <Button size="small" variant="outlined" disabled>
        {T.nudged(agoText(last!.sent_at, now))}
      </Button>
    );
  const handleNudge = () =>
    send.mutate(
      { profile_id: mentee.profile_id, reason: mentee.reasons[0]!, assignment_id: mentee.assignment_id },
      { onSuccess: () => showSnackbar(T.sent(mentee.name)) },
    );
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={handleNudge}
      disabled={send.isPending}
      aria-label={T.nudgeLabel(mentee.name, mentee.title)}
    >
      {T.nudge}
    </Button>
  );
}

function Mentee({ mentee, now }: { mentee: AtRiskMentee; now: Date }) {
  const last = mentee.last_nudge;
  return (
    <ListItem disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          <Typography component="span" sx={{ fontWeight: 600, mr: 0.5 }}>
            {mentee.name}
          </Typography>
          {mentee.reasons.map((reason) => (
            <Chip key={reason} size="small" color="warning" variant="outlined" label={REASON_LABEL[reason]} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          <Link component={RouterLink} to={`/activityDashboard/${mentee.assignment_id}`}>
            {mentee.title}
          </Link>
          {` · last active ${indiaDate(mentee.last_active_at)} · due ${indiaDate(mentee.deadline)}`}
        </Typography>
        {last && (
          <Typography variant="caption" color={last.outcome === 'came_back' ? 'success.main' : 'text.secondary'}>
            {T.lastNudge(agoText(last.sent_at, now), last.outcome)}
          </Typography>
        )}
      </Stack>
      <NudgeButton mentee={mentee} now={now} />
    </ListItem>
  );
}

/**
 * The mentor's students who are late, silent for 14 days or scoring low, each with a one-click nudge
 * (a notification to the student) and what became of the last one; under them, how many nudged
 * students came back within 7 days.
 */
export function MenteesAtRisk({ dashboard }: { dashboard: MentorDashboard }) {
  const now = new Date();
  const returns = dashboard.nudge_returns;
  return (
    <Section title="Mentees at risk">
      {dashboard.at_risk.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nobody is behind: every student of your open activities is on time and working.
        </Typography>
      ) : (
        <List dense disablePadding>
          {dashboard.at_risk.map((r) => (
            <Mentee key={`${r.profile_id}-${r.assignment_id}`} mentee={r} now={now} />
          ))}
        </List>
      )}
      {dashboard.at_risk_total > dashboard.at_risk.length && (
        <Typography variant="caption" color="text.secondary" component="p">
          and {dashboard.at_risk_total - dashboard.at_risk.length} more
        </Typography>
      )}
      {returns.decided > 0 && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
          {T.returns(returns.came_back, returns.decided)}
        </Typography>
      )}
      {returns.waiting > 0 && (
        <Typography variant="caption" color="text.secondary" component="p">
          {T.waiting(returns.waiting)}
        </Typography>
      )}
    </Section>
  );
}
