import type { Attempt } from '@lbd/shared/quizzes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchClock, reportEvents, saveAnswer, type AttemptEvent } from '../api';
import { Autosave, type AnswerBody, type SaveState } from './autosave';
import { announcementBetween, AttemptClock } from './clock';

export const CLOCK_POLL_MS = 5_000;
const EVENTS_FLUSH_MS = 10_000;

/**
 * A running attempt on the page: answers saved through Autosave, the server's clock polled every 5 s (extra
 * time a mentor gives shows at once), announcements at 10, 5 and 1 minutes, focus changes and pastes
 * reported in batches. `onOver` runs once when the attempt has ended (time up, or submitted elsewhere).
 */
export function useAttempt(attempt: Attempt, onOver: () => void) {
  const [answers, setAnswers] = useState<Map<number, AnswerBody>>(() => new Map());
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [remaining, setRemaining] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [rejected, setRejected] = useState<Record<number, string>>({});
  const [focusLosses, setFocusLosses] = useState(attempt.focus_losses);
  const overRef = useRef(onOver);
  overRef.current = onOver;
  const ended = useRef(false);
  const end = () => {
    if (ended.current) return;
    ended.current = true;
    overRef.current();
  };

  const clock = useMemo(() => {
    const c = new AttemptClock();
    c.update(attempt);
    return c;
  }, [attempt]);

  const autosave = useMemo(
    () =>
      new Autosave({
        attemptId: attempt.id,
        storage: typeof window === 'undefined' ? undefined : window.localStorage,
        save: (position, body) => saveAnswer(attempt.id, position, body),
        onState: setSaveState,
        onAck: (ack) => clock.update(ack),
        onFinished: () => end(),
        onRejected: (position, message) => setRejected((r) => ({ ...r, [position]: message })),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attempt.id],
  );

  useEffect(() => {
    setAnswers(
      autosave.start(attempt.questions.map((q) => ({ position: q.position, answer: q.answer, revision: q.revision }))),
    );
    setSaveState(autosave.saveState);
    const online = () => autosave.online();
    const offline = () => setSaveState('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      autosave.stop();
    };
  }, [autosave, attempt.questions]);

  // The countdown, on the server's time.
  useEffect(() => {
    let before: number | null = null;
    const tick = () => {
      const left = clock.remaining();
      setRemaining(left);
      if (left === null) return;
      const say = announcementBetween(before, left);
      if (say) setAnnouncement(say);
      before = left;
      if (left <= 0) {
        // The server submits at the deadline (plus a short grace for saves on their way): send what is left, then look.
        void autosave.flush().finally(() => setTimeout(end, 1500));
      }
    };
    tick();
    const t = setInterval(tick, 1000);
    return () => clearInterval(t);
  }, [clock, autosave]);

  // The server's clock: extra time, or an attempt closed elsewhere.
  useEffect(() => {
    const t = setInterval(() => {
      fetchClock(attempt.id)
        .then((c) => {
          clock.update(c);
          setRemaining(clock.remaining());
          // Ended on the server (submitted at the deadline by its worker, or elsewhere): show the result. Not
          // guarded by `end`'s once: the read after the countdown reached 0 may have come before the server closed it.
          if (c.status !== 'in_progress') overRef.current();
        })
        .catch(() => undefined);
    }, CLOCK_POLL_MS);
    return () => clearInterval(t);
  }, [attempt.id, clock]);

  // Focus changes, pastes and leaving full screen, for the mentor's attempt log. Nothing is decided from
  // them unless the quiz's author set a limit of times leaving the page: then the count is sent as soon as the
  // student is back, so the warning shows at once, and the server ends the attempt at the limit.
  const limit = attempt.integrity.max_focus_losses;
  const fullscreen = attempt.integrity.fullscreen;
  useEffect(() => {
    let queue: AttemptEvent[] = [];
    const push = (kind: AttemptEvent['kind']) => queue.push({ kind, at: new Date().toISOString() });
    const flush = () => {
      if (queue.length === 0) return;
      const batch = queue.slice(0, 100);
      queue = queue.slice(batch.length);
      reportEvents(attempt.id, batch)
        .then((r) => {
          setFocusLosses(r.focus_losses);
          if (r.ended) end();
        })
        .catch(() => {
          queue = [...batch, ...queue].slice(0, 500);
        });
    };
    const blur = () => push('blur');
    const focus = () => {
      push('focus');
      if (limit > 0) flush();
    };
    const paste = () => push('paste');
    const reconnect = () => push('reconnect');
    const screen = () => {
      if (fullscreen && !document.fullscreenElement) push('fullscreen_exit');
    };
    window.addEventListener('blur', blur);
    window.addEventListener('focus', focus);
    window.addEventListener('paste', paste);
    window.addEventListener('online', reconnect);
    document.addEventListener('fullscreenchange', screen);
    const t = setInterval(flush, EVENTS_FLUSH_MS);
    return () => {
      window.removeEventListener('blur', blur);
      window.removeEventListener('focus', focus);
      window.removeEventListener('paste', paste);
      window.removeEventListener('online', reconnect);
      document.removeEventListener('fullscreenchange', screen);
      clearInterval(t);
      flush();
    };
  }, [attempt.id, limit, fullscreen]);

  const change = (position: number, answer: AnswerBody) => {
    setAnswers((m) => new Map(m).set(position, answer));
    setRejected((r) => {
      if (!(position in r)) return r;
      const { [position]: _drop, ...rest } = r;
      return rest;
    });
    autosave.change(position, answer);
  };

  return { answers, change, saveState, remaining, announcement, rejected, autosave, focusLosses };
}
