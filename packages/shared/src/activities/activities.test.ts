import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES, AUTHORING_MESSAGES } from './messages';
import { assignmentProblems, checkPeerScore } from './rules';
import { createAssignmentBodySchema } from './schemas';
import { displayFileName, peerScoreUpTo, prefixedFileName } from './constants';

const base = {
  title: 'Design a bridge',
  type: 'Case study',
  max_score: 100,
  mentor_assessment_score: 60,
  peer_assessment_score: 40,
  duration: 90,
  enable_at: '2026-01-01T00:00:00Z',
  disable_at: '2026-01-10T00:00:00Z',
  peer_enable_at: '2026-01-05T00:00:00Z',
  peer_disable_at: '2026-01-15T00:00:00Z',
};

describe('activity contract', () => {
  it('accepts ordered windows and fills the defaults', () => {
    const parsed = createAssignmentBodySchema.parse(base);
    expect(parsed).toMatchObject({ evaluators_per_submission: 3, scoring_method: 'median', learning_path: 'PEER' });
    expect(assignmentProblems(base)).toEqual({});
  });

  it('names each window problem on its field', () => {
    expect(assignmentProblems({ ...base, disable_at: base.enable_at })).toEqual({
      disable_at: ACTIVITY_MESSAGES.commentWindowOrder,
    });
    expect(assignmentProblems({ ...base, peer_disable_at: '2026-01-04T00:00:00Z' })).toEqual({
      peer_disable_at: ACTIVITY_MESSAGES.evaluationWindowOrder,
    });
    expect(assignmentProblems({ ...base, peer_enable_at: '2025-12-31T23:59:59Z' })).toMatchObject({
      peer_enable_at: ACTIVITY_MESSAGES.evaluationBeforeComments,
    });
    expect(assignmentProblems({ ...base, max_score: 99.9 })).toEqual({ max_score: ACTIVITY_MESSAGES.scoresAboveMax });
    const bad = createAssignmentBodySchema.safeParse({ ...base, disable_at: base.enable_at });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['disable_at'], message: ACTIVITY_MESSAGES.commentWindowOrder });
  });

  it('rounds scores to one decimal and bounds strings', () => {
    expect(createAssignmentBodySchema.parse({ ...base, peer_assessment_score: 39.96 }).peer_assessment_score).toBe(40);
    expect(createAssignmentBodySchema.safeParse({ ...base, title: 'x'.repeat(151) }).success).toBe(false);
  });

  it('words each field problem for the authoring form', () => {
    const messages = (body: object) =>
      Object.fromEntries(
        (createAssignmentBodySchema.safeParse(body).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
      );
    expect(
      messages({
        ...base,
        title: '  ',
        type: undefined,
        max_score: Number.NaN,
        duration: 2.5,
        enable_at: '',
        assignment_que: [{ question: '' }],
        evaluators_per_submission: 11,
      }),
    ).toEqual({
      title: AUTHORING_MESSAGES.empty('Title'),
      type: AUTHORING_MESSAGES.empty('Type'),
      max_score: 'Max score should be between 0 and 1000',
      duration: 'Duration should be a whole number',
      enable_at: 'Please enter a valid date',
      'assignment_que.0.question': 'Question cannot be empty',
      evaluators_per_submission: 'Reviewers per submission should be between 1 and 10',
    });
  });

  it('prefixes stored file names with 14 characters and strips them for display', () => {
    const stored = prefixedFileName('my rubric  v2.pdf', new Date(1_700_000_000_000));
    expect(stored).toBe('1700000000000_my_rubric_v2.pdf');
    expect(displayFileName(stored)).toBe('my_rubric_v2.pdf');
  });
});

describe('checkPeerScore (issue 23 item 27)', () => {
  it('takes 0 to the maximum with at most one decimal, and says what is wrong otherwise', () => {
    expect(checkPeerScore('48.3', 60)).toEqual({ score: 48.3 });
    expect(checkPeerScore(60, 60)).toEqual({ score: 60 });
    expect(checkPeerScore(' 0 ', 60)).toEqual({ score: 0 });
    expect(checkPeerScore('48.25', 60)).toEqual({ problem: ACTIVITY_MESSAGES.scoreOneDecimal });
    expect(checkPeerScore(48.25, 60)).toEqual({ problem: ACTIVITY_MESSAGES.scoreOneDecimal });
    expect(checkPeerScore('60.1', 60)).toEqual({ problem: peerScoreUpTo(60) });
    for (const bad of ['abc', '', '-1', '1e2', null, undefined, {}, '4,5'])
      expect(checkPeerScore(bad, 60), String(bad)).toEqual({ problem: ACTIVITY_MESSAGES.enterScore });
  });

  it('every score with one decimal up to the maximum is taken as it is (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 1000 }), (tenths, max) => {
        const text = (tenths / 10).toString();
        const checked = checkPeerScore(text, max);
        return tenths / 10 <= max ? 'score' in checked && checked.score === tenths / 10 : 'problem' in checked;
      }),
    );
  });
});
