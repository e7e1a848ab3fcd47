import { describe, expect, it } from 'vitest';
import { BELL_NOTIFICATION_KINDS, NOTIFICATION_KINDS, notificationKindKey, notificationKindLabel } from './constants';
import {
  jobNotificationPath,
  markViewedBodySchema,
  notificationPath,
  notificationsQuerySchema,
  updateMyNotificationBodySchema,
} from './schemas';

describe('notification kinds', () => {
  it('lists every kind once with a category and a settings label; job alerts stay out of the bell', () => {
    expect(new Set(NOTIFICATION_KINDS).size).toBe(NOTIFICATION_KINDS.length);
    expect(NOTIFICATION_KINDS).toEqual(
      expect.arrayContaining([
        'job_alert',
        'event_alert',
        'application_status',
        'event_join_accepted',
        'club_join_accepted',
        'post_comment',
        'post_like',
        'tagged',
        'project',
        'quest',
        'resource_group',
        'quiz',
        'question_bank',
        'activity',
        'board',
      ]),
    );
    expect(BELL_NOTIFICATION_KINDS).not.toContain('job_alert');
    expect(BELL_NOTIFICATION_KINDS).toHaveLength(NOTIFICATION_KINDS.length - 1);
    expect(notificationKindLabel('job_alert')).toBe('Job alerts');
    expect(notificationKindKey('club_join_accepted')).toBe('clubs');
    expect(notificationKindKey('quiz')).toBe('learning');
    for (const k of NOTIFICATION_KINDS) expect(notificationKindLabel(k).length).toBeGreaterThan(0);
  });
});

describe('notificationPath (SPEC §2.2)', () => {
  const student = 'STUDENT' as const;
  it('opens the target of each kind', () => {
    expect(notificationPath({ activity_type: 'post_comment', post_id: 7 }, student)).toBe('/posts/7');
    expect(notificationPath({ activity_type: 'post_like', post_id: 8 }, student)).toBe('/posts/8');
    expect(notificationPath({ activity_type: 'tagged', post_id: 9 }, student)).toBe('/posts/9');
    expect(notificationPath({ activity_type: 'project', my_project_id: 3, project_id: 4 }, student)).toBe(
      '/myProjects/3',
    );
    expect(notificationPath({ activity_type: 'project', project_id: 4 }, student)).toBe('/projects/4');
    expect(notificationPath({ activity_type: 'quest', quest_id: 5 }, student)).toBe('/quests/5');
    expect(notificationPath({ activity_type: 'resource_group', resource_group_id: 6 }, student)).toBe(
      '/resourceGroups/6',
    );
    expect(notificationPath({ activity_type: 'application_status', job_id: 10 }, student)).toBe('/jobs/10');
    expect(notificationPath({ activity_type: 'quiz', my_quiz_id: 11 }, student)).toBe('/quiz/11');
    expect(notificationPath({ activity_type: 'question_bank', my_quiz_id: 12, my_question_bank_id: 13 }, student)).toBe(
      '/quizByte/12?question_bank_id=13',
    );
    expect(notificationPath({ activity_type: 'activity', my_assignment_id: 14 }, student)).toBe('/myactivity/14');
    expect(notificationPath({ activity_type: 'event_alert', event_id: 15 }, student)).toBe('/events/15');
    expect(notificationPath({ activity_type: 'event_join_accepted', event_id: 16 }, student)).toBe('/events/16');
    expect(notificationPath({ activity_type: 'board', board_id: 17 }, student)).toBe('/workbench/boards/17');
  });

  it("opens a mentor's nudge at the student's enrolment in its activity, else at their dashboard", () => {
    expect(notificationPath({ activity_type: 'mentor_nudge', my_assignment_id: 18 }, student)).toBe('/myactivity/18');
    expect(notificationPath({ activity_type: 'mentor_nudge', my_assignment_id: null }, student)).toBe('/dashboard');
    expect(notificationKindKey('mentor_nudge')).toBe('learning');
  });

  it('opens clubs for students and advisors, the club dashboard for everyone else', () => {
    const n = { activity_type: 'club_join_accepted' as const, club_id: 21 };
    expect(notificationPath(n, 'STUDENT')).toBe('/clubs/21');
    expect(notificationPath(n, 'ADVISOR')).toBe('/clubs/21');
    expect(notificationPath(n, 'COMPANY')).toBe('/clubDashboard/21');
    expect(notificationPath(n, 'INSTITUTION')).toBe('/clubDashboard/21');
    expect(notificationPath(n, null)).toBe('/clubDashboard/21');
  });

  it('answers null when the kind carries no usable target', () => {
    expect(notificationPath({ activity_type: 'post_like', post_id: null }, student)).toBeNull();
    expect(notificationPath({ activity_type: 'event_alert', job_id: 3 }, student)).toBeNull();
    expect(notificationPath({ activity_type: 'quiz', my_quiz_id: 0 }, student)).toBeNull();
    expect(notificationPath({ activity_type: 'question_bank', my_question_bank_id: 4 }, student)).toBeNull();
    expect(notificationPath({ activity_type: 'job_alert' as never, job_id: 3 }, student)).toBeNull();
  });

  it('sends a job alert to its job', () => {
    expect(jobNotificationPath({ job_id: 42 })).toBe('/jobs/42');
  });
});

describe('notification requests', () => {
  it('reads the page and an optional category', () => {
    expect(notificationsQuerySchema.parse({})).toEqual({ page: 1, activity_key: undefined });
    expect(notificationsQuerySchema.parse({ page: '3', activity_key: 'jobs' })).toEqual({
      page: 3,
      activity_key: 'jobs',
    });
    expect(notificationsQuerySchema.parse({ page: '0', activity_key: '' })).toEqual({
      page: 1,
      activity_key: undefined,
    });
    expect(notificationsQuerySchema.safeParse({ activity_key: 'nope' }).success).toBe(false);
  });
  it('bounds the ids to mark viewed', () => {
    expect(markViewedBodySchema.parse(undefined)).toEqual({});
    expect(markViewedBodySchema.parse({ ids: [1, '2'] })).toEqual({ ids: [1, 2] });
    expect(markViewedBodySchema.safeParse({ ids: Array.from({ length: 101 }, (_, i) => i + 1) }).success).toBe(false);
    expect(markViewedBodySchema.safeParse({ ids: [0] }).success).toBe(false);
  });
  it('takes the job alert id as form text', () => {
    expect(updateMyNotificationBodySchema.parse({ my_notification_id: '5' })).toEqual({ my_notification_id: 5 });
    expect(updateMyNotificationBodySchema.safeParse({ my_notification_id: 'x' }).success).toBe(false);
  });
});
