import { canJoinAt, MEETING_TEXTS as T, type Meeting } from '@lbd/shared/meetings';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { indiaDateTime } from '../../../lib/dates';
import { useFeedback } from '../../../lib/feedback';
import { failurePopup } from '../../../lib/form-errors';
import { joinMeeting, MEETINGS_KEY } from '../api';

/** The clock, ticking every 30 seconds, so 'Join' turns on 10 minutes before the start without a reload. */
function useNow(ms = 30_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * 'Join': enabled from 10 minutes before the start until the end. Joining goes through the platform (it
 * records attendance) and opens the meeting link in a new tab, opened at the click so no blocker stops it.
 */
export function JoinButton({ meeting, signedIn }: { meeting: Meeting; signedIn: boolean }) {
  const now = useNow();
  const client = useQueryClient();
  const { showPopup } = useFeedback();
  const open = signedIn && canJoinAt(meeting.starts_at, meeting.ends_at, now);
  const handleJoin = async () => {
    const tab = window.open('', '_blank');
    try {
      const { url } = await joinMeeting(meeting.id);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
      void client.invalidateQueries({ queryKey: MEETINGS_KEY });
    } catch (error) {
      tab?.close();
      showPopup(failurePopup(error));
    }
  };
  if (meeting.state === 'ended') return null;
  return (
    <Button variant="contained" color="success" disabled={!open} onClick={() => void handleJoin()}>
      {open ? T.join : T.joinOpens(indiaDateTime(meeting.join_opens_at))}
    </Button>
  );
}
