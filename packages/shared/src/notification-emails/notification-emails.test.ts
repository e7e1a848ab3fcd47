import { describe, expect, it } from 'vitest';
import { EMAIL_MODE_DEFAULTS, emailKindsFor, PRODUCED_NOTIFICATION_KINDS, unsubscribeKindLabel } from './constants';
import { readUnsubscribeToken, updateNotificationEmailSettingsBodySchema } from './schemas';
import { NOTIFICATION_KINDS } from '../notifications/constants';

const SIG = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ-_01234';

describe('notification emails contract', () => {
  it('has a default for every kind: answers to the student at once, alerts daily, the rest off', () => {
    expect(Object.keys(EMAIL_MODE_DEFAULTS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(EMAIL_MODE_DEFAULTS.application_status).toBe('immediate');
    expect(EMAIL_MODE_DEFAULTS.job_alert).toBe('daily');
    expect(EMAIL_MODE_DEFAULTS.quiz).toBe('off');
  });

  it("offers students every produced kind but the organisations' own, and others none of the student-only ones", () => {
    const orgKinds = ['org_application', 'org_event_request', 'org_club_request'];
    expect(emailKindsFor('STUDENT')).toEqual(
      NOTIFICATION_KINDS.filter((k) => PRODUCED_NOTIFICATION_KINDS.includes(k) && !orgKinds.includes(k)),
    );
    for (const type of ['ADVISOR', 'COMPANY', 'INSTITUTION'] as const) {
      const kinds = emailKindsFor(type);
      expect(kinds).not.toContain('job_alert');
      expect(kinds).not.toContain('club_join_accepted');
      expect(kinds).toContain('board');
      // Applications and requests reach a company's or institution's staff, never a mentor.
      for (const k of orgKinds)
        if (type === 'ADVISOR') expect(kinds).not.toContain(k);
        else expect(kinds).toContain(k);
    }
  });

  it('offers the kinds produced today: the community likes, comments and tags to every profile type (issue 28)', () => {
    for (const type of ['STUDENT', 'ADVISOR', 'COMPANY', 'INSTITUTION'] as const)
      for (const kind of ['post_comment', 'post_like', 'tagged'])
        expect(emailKindsFor(type), `${type} ${kind}`).toContain(kind);
    expect(emailKindsFor('STUDENT')).toEqual(
      expect.arrayContaining([
        'job_alert',
        'application_status',
        'activity',
        'mentor_nudge',
        'board',
        'question_bank',
        'quest',
      ]),
    );
    // The daily practice notice reaches students only (decision 0077).
    for (const type of ['ADVISOR', 'COMPANY', 'INSTITUTION'] as const)
      expect(emailKindsFor(type)).not.toContain('question_bank');
  });

  it('reads the profile and kind of a token shaped like one, and nothing else', () => {
    expect(readUnsubscribeToken(`42.job_alert.${SIG}`)).toEqual({ profileId: 42, kind: 'job_alert' });
    expect(readUnsubscribeToken(` 7.digest.${SIG} `)).toEqual({ profileId: 7, kind: 'digest' });
    for (const bad of [
      '',
      `042.job_alert.${SIG}`,
      `42.birthdays.${SIG}`,
      `42.job_alert.${SIG}x`,
      `42.job_alert.${SIG.slice(1)}`,
      `99999999999.job_alert.${SIG}`,
      `4294967295.job_alert.${SIG}`,
      `42.job_alert.${SIG.slice(0, -1)}=`,
    ]) {
      expect(readUnsubscribeToken(bad), bad).toBeNull();
    }
    expect(unsubscribeKindLabel('digest')).toBe('Daily digest');
    expect(unsubscribeKindLabel('event_alert')).toBe('New events for you');
  });

  it('a settings change names known kinds with known modes', () => {
    expect(updateNotificationEmailSettingsBodySchema.safeParse({ settings: { quiz: 'daily' } }).success).toBe(true);
    expect(updateNotificationEmailSettingsBodySchema.safeParse({ settings: { quiz: 'hourly' } }).success).toBe(false);
    expect(updateNotificationEmailSettingsBodySchema.safeParse({ settings: { fun: 'daily' } }).success).toBe(false);
  });
});
