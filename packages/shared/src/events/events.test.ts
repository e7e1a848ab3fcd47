import { describe, expect, it } from 'vitest';
import { canMoveEnrollment } from './constants';
import { createEventBodySchema, modifyEventApplicantsBodySchema, updateEventBodySchema } from './schemas';
import { eventPublishProblems } from './rules';
import { formatDurationHours, formatEventPlace, formatEventStart, fromStartsAt, toStartsAt } from './format';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('event bodies', () => {
  it('needs only a title for a draft and bounds every field with a clear message', () => {
    expect(createEventBodySchema.safeParse({ title: 'Hack Night' }).success).toBe(true);
    expect(messages(createEventBodySchema.safeParse({ title: '  ' }))).toEqual({ title: 'Title cannot be empty' });
    expect(
      messages(
        updateEventBodySchema.safeParse({
          title: 'x'.repeat(151),
          duration_hours: 0,
          capacity: 100_001,
          category: 'Party',
          starts_at: '2026-13-01T10:00',
          apply_by: '2026-02-30',
        }),
      ),
    ).toEqual({
      title: 'Title cannot exceed 150 characters',
      duration_hours: 'Duration should be between 1 and 720',
      capacity: 'Capacity should be between 1 and 100000',
      category: 'Please select a category',
      starts_at: 'Please enter a valid date and time',
      apply_by: 'Please enter a valid date',
    });
    expect(messages(updateEventBodySchema.safeParse({ duration_hours: 2.5 }))).toEqual({
      duration_hours: 'Duration should be between 1 and 720',
    });
  });

  it('asks for at least one student when modifying applicants', () => {
    expect(
      messages(modifyEventApplicantsBodySchema.safeParse({ event_id: 1, profile_ids: [], status: 'enrolled' })),
    ).toEqual({ profile_ids: 'Please select at least one student' });
  });
});

describe('publishing an event', () => {
  // 10:00 in India on 1 March 2030.
  const now = new Date('2030-03-01T04:30:00Z');
  const complete = {
    title: 'Cloud Workshop',
    description: 'Hands-on.',
    category: 'Workshop' as const,
    is_online: false,
    location: 'Pune',
    starts_at: '2030-03-10T10:00:00+05:30',
    duration_hours: 3,
    apply_by: '2030-03-10',
  };
  it('accepts a complete event and names every missing field', () => {
    expect(eventPublishProblems(complete, now)).toEqual({});
    expect(
      eventPublishProblems(
        {
          ...complete,
          description: '',
          category: null,
          location: '',
          starts_at: null,
          duration_hours: null,
          apply_by: null,
        },
        now,
      ),
    ).toEqual({
      description: 'Description cannot be empty',
      category: 'Please select a category',
      location: 'Venue cannot be empty unless the event is online',
      starts_at: 'Start date and time cannot be empty',
      duration_hours: 'Duration cannot be empty',
      apply_by: 'Registration deadline cannot be empty',
    });
    expect(eventPublishProblems({ ...complete, is_online: true, location: '' }, now)).toEqual({});
  });
  it('wants a future start and a deadline from today up to the start day (India)', () => {
    expect(eventPublishProblems({ ...complete, starts_at: '2030-03-01T09:00:00+05:30' }, now).starts_at).toBe(
      'The event must start in the future',
    );
    expect(eventPublishProblems({ ...complete, apply_by: '2030-02-28' }, now).apply_by).toBe(
      'The registration deadline cannot be in the past',
    );
    expect(eventPublishProblems({ ...complete, apply_by: '2030-03-01' }, now)).toEqual({});
    expect(eventPublishProblems({ ...complete, apply_by: '2030-03-11' }, now).apply_by).toBe(
      'Registration must close on or before the day the event starts',
    );
    // 1 am in India on the 10th is still the 9th in UTC: the deadline compares India's dates.
    expect(eventPublishProblems({ ...complete, starts_at: '2030-03-10T01:00:00+05:30' }, now)).toEqual({});
  });
});

describe('enrolment pipeline', () => {
  it('lets the organiser accept, decline and mark attendance, and the student only withdraw', () => {
    expect(canMoveEnrollment('applied', 'enrolled', 'org')).toBe(true);
    expect(canMoveEnrollment('rejected', 'enrolled', 'org')).toBe(true);
    expect(canMoveEnrollment('enrolled', 'attended', 'org')).toBe(true);
    expect(canMoveEnrollment('applied', 'attended', 'org')).toBe(false);
    expect(canMoveEnrollment('applied', 'withdrawn', 'org')).toBe(false);
    expect(canMoveEnrollment('enrolled', 'withdrawn', 'student')).toBe(true);
    expect(canMoveEnrollment('applied', 'enrolled', 'student')).toBe(false);
    expect(canMoveEnrollment('attended', 'withdrawn', 'student')).toBe(false);
  });
});

describe('event display', () => {
  it('shows the start in India on a 12-hour clock, the duration in hours and the place', () => {
    expect(formatEventStart('2030-03-14T05:00:00Z')).toBe('Thu, 14 Mar 2030, 10:30 am');
    expect(formatEventStart('2030-03-14T10:00:00Z')).toBe('Thu, 14 Mar 2030, 3:30 pm');
    expect(formatDurationHours(1)).toBe('1 hour');
    expect(formatDurationHours(36)).toBe('36 hours');
    expect(formatEventPlace({ is_online: true, location: '' })).toBe('Online');
    expect(formatEventPlace({ is_online: false, location: 'IIT Madras' })).toBe('IIT Madras');
  });
  it('turns the form inputs into an instant in India and back', () => {
    expect(toStartsAt('2030-03-14', '10:30')).toBe('2030-03-14T10:30:00+05:30');
    expect(toStartsAt('2030-03-14', '')).toBeNull();
    expect(fromStartsAt('2030-03-14T05:00:00.000Z')).toEqual({ date: '2030-03-14', time: '10:30' });
    expect(fromStartsAt('2030-03-13T20:00:00Z')).toEqual({ date: '2030-03-14', time: '01:30' });
    expect(fromStartsAt(null)).toEqual({ date: '', time: '' });
  });
});
