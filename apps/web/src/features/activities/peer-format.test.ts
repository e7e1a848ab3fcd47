import { ACTIVITY_MESSAGES } from '@lbd/shared/activities';
import { MESSAGE_MS } from '@lbd/shared/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { activityDate, fileLabel, isAllowedActivityFile, parsePeerScore, scoreText } from './peer-format';
import { DEADLINE_MESSAGE_MS, peerFailure } from './peer-messages';

const refusal = (status: number, message: string) =>
  new ApiError({ kind: 'http', status, code: 'VALIDATION_FAILED', message });

describe('peer activity formatting', () => {
  it('shows dates in en-IN with a 12-hour clock, in India', () => {
    expect(activityDate('2026-04-01T04:30:00.000Z')).toBe('1 Apr 2026, 10:00 am');
    expect(activityDate('2026-11-21T10:35:00.000Z')).toBe('21 Nov 2026, 4:05 pm');
    expect(activityDate(null)).toBe('');
    expect(activityDate('not a date')).toBe('');
  });

  it('strips the 14-character timestamp prefix from stored file names only', () => {
    expect(fileLabel('1767225600000_load_calc.pdf')).toBe('load_calc.pdf');
    expect(fileLabel('notes.pdf')).toBe('notes.pdf');
  });

  it('takes scores from 0 to the mentor score with at most one decimal; anything else is no score', () => {
    expect(parsePeerScore('47.3', 60)).toBe(47.3);
    expect(parsePeerScore('47.26', 60)).toBeNull();
    expect(parsePeerScore(' 60 ', 60)).toBe(60);
    expect(parsePeerScore('0', 60)).toBe(0);
    for (const bad of ['', '60.1', '-1', 'abc', '1e2', '4,5']) expect(parsePeerScore(bad, 60)).toBeNull();
    expect(scoreText(39.25)).toBe('39.3');
    expect(scoreText(null)).toBe('–');
  });

  it('allows only the SPEC §5.3 file types', () => {
    expect(isAllowedActivityFile('Rubric.PDF')).toBe(true);
    expect(isAllowedActivityFile('clip.webm')).toBe(true);
    expect(isAllowedActivityFile('setup.exe')).toBe(false);
    expect(isAllowedActivityFile('README')).toBe(false);
  });
});

describe('peer post failures', () => {
  it('shows the deadline refusals for 6 seconds, other named refusals as said, else the spec failure text', () => {
    expect(peerFailure(refusal(422, ACTIVITY_MESSAGES.commentDeadline), 'x')).toEqual({
      message: ACTIVITY_MESSAGES.commentDeadline,
      ms: DEADLINE_MESSAGE_MS,
    });
    expect(DEADLINE_MESSAGE_MS).toBe(6000);
    expect(peerFailure(refusal(422, ACTIVITY_MESSAGES.replyDeadline), 'x').ms).toBe(6000);
    expect(peerFailure(refusal(422, ACTIVITY_MESSAGES.ownComment), ACTIVITY_MESSAGES.commentFailed)).toEqual({
      message: ACTIVITY_MESSAGES.ownComment,
      ms: MESSAGE_MS,
    });
    expect(peerFailure(refusal(409, ACTIVITY_MESSAGES.alreadyEvaluated), 'x').message).toBe(
      ACTIVITY_MESSAGES.alreadyEvaluated,
    );
    expect(peerFailure(refusal(422, 'Some fields are not valid.'), ACTIVITY_MESSAGES.replyFailed).message).toBe(
      ACTIVITY_MESSAGES.replyFailed,
    );
    expect(peerFailure(refusal(500, ACTIVITY_MESSAGES.commentDeadline), ACTIVITY_MESSAGES.commentFailed).message).toBe(
      ACTIVITY_MESSAGES.commentFailed,
    );
    expect(peerFailure(new TypeError('offline'), ACTIVITY_MESSAGES.commentFailed).message).toBe(
      ACTIVITY_MESSAGES.commentFailed,
    );
  });
});
