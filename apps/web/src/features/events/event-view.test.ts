import type { EventDetail } from '@lbd/shared/events';
import { describe, expect, it } from 'vitest';
import { eventBodyFromForm, formFromEvent, joinState, registrationLine, type EventFormValues } from './event-view';

// 10:00 in India on 1 March 2030.
const now = new Date('2030-03-01T04:30:00Z');
const open = {
  status: 'published' as const,
  apply_by: '2030-03-05',
  seats_left: 10,
  requires_approval: false,
  my_enrollment: null,
};

describe('join button', () => {
  it('says Join, Requested, Joined, Declined, Closed or Full', () => {
    expect(joinState(open, now).label).toBe('Join');
    expect(joinState({ ...open, my_enrollment: { id: 1, status: 'applied' } }, now).label).toBe('Requested');
    expect(joinState({ ...open, my_enrollment: { id: 1, status: 'enrolled' } }, now).label).toBe('Joined');
    expect(joinState({ ...open, my_enrollment: { id: 1, status: 'attended' } }, now).label).toBe('Joined');
    expect(joinState({ ...open, my_enrollment: { id: 1, status: 'rejected' } }, now).label).toBe('Declined');
    expect(joinState({ ...open, my_enrollment: { id: 1, status: 'withdrawn' } }, now)).toMatchObject({
      label: 'Join',
      enabled: true,
    });
    expect(joinState({ ...open, status: 'closed' }, now).label).toBe('Closed');
    expect(joinState({ ...open, apply_by: '2030-02-28' }, now).label).toBe('Closed');
    expect(joinState({ ...open, apply_by: '2030-03-01' }, now).label).toBe('Join');
    expect(joinState({ ...open, seats_left: 0 }, now)).toMatchObject({ label: 'Full', enabled: false });
    // Requests are still taken when the organiser approves each place.
    expect(joinState({ ...open, seats_left: 0, requires_approval: true }, now).label).toBe('Join');
    // A place already held shows Joined even when the event has since closed.
    expect(joinState({ ...open, status: 'closed', my_enrollment: { id: 1, status: 'enrolled' } }, now).label).toBe(
      'Joined',
    );
  });

  it('words the registration line in weeks and days, with Last Day', () => {
    expect(registrationLine('2 weeks 3 days')).toBe('2 weeks 3 days left to register');
    expect(registrationLine('Last Day')).toBe('Last Day to register');
    expect(registrationLine('Closed')).toBe('Registration closed');
    expect(registrationLine(null)).toBeNull();
  });
});

describe('event form', () => {
  const values: EventFormValues = {
    title: ' Hack Night ',
    description: 'Build things.',
    category: 'Hackathon',
    is_online: false,
    location: 'Pune',
    start_date: '2030-03-14',
    start_time: '18:30',
    duration_hours: '12',
    apply_by: '2030-03-10',
    capacity: '',
    requires_approval: true,
    skills: [{ id: 4, label: 'Python' }],
    job_roles: [],
  };

  it('turns the inputs into the API body (empty inputs are null, India time)', () => {
    expect(eventBodyFromForm(values)).toEqual({
      errors: null,
      body: {
        title: 'Hack Night',
        description: 'Build things.',
        category: 'Hackathon',
        is_online: false,
        location: 'Pune',
        starts_at: '2030-03-14T18:30:00+05:30',
        duration_hours: 12,
        apply_by: '2030-03-10',
        capacity: null,
        requires_approval: true,
        skill_ids: [4],
        job_role_ids: [],
      },
    });
  });

  it('names the bad inputs with the shared messages', () => {
    expect(eventBodyFromForm({ ...values, title: '', duration_hours: '0', start_time: '' }).errors).toEqual({
      title: 'Title cannot be empty',
      duration_hours: 'Duration should be between 1 and 720',
      starts_at: 'Please enter a valid date and time',
    });
    expect(eventBodyFromForm({ ...values, capacity: 'lots' }).errors).toEqual({
      capacity: 'Capacity should be between 1 and 100000',
    });
  });

  it('fills itself from a saved event', () => {
    const saved = {
      title: 'Hack Night',
      description: '',
      category: null,
      is_online: true,
      location: '',
      starts_at: '2030-03-14T13:00:00.000Z',
      duration_hours: null,
      apply_by: null,
      capacity: 50,
      requires_approval: false,
      skills: [{ id: 4, display_name: 'Python' }],
      job_roles: [{ id: 9, name: 'Data Analyst' }],
    } as unknown as EventDetail;
    expect(formFromEvent(saved)).toMatchObject({
      category: '',
      start_date: '2030-03-14',
      start_time: '18:30',
      duration_hours: '',
      apply_by: '',
      capacity: '50',
      skills: [{ id: 4, label: 'Python' }],
      job_roles: [{ id: 9, label: 'Data Analyst' }],
    });
  });
});

describe('organiser actions', () => {
  it('offers the moves the pipeline allows', async () => {
    const { applicantActions } = await import('./dashboard-view');
    expect(applicantActions('applied').map((a) => a.label)).toEqual(['Accept', 'Decline']);
    expect(applicantActions('enrolled').map((a) => a.label)).toEqual(['Decline', 'Mark attended']);
    expect(applicantActions('rejected').map((a) => a.label)).toEqual(['Accept']);
    expect(applicantActions('withdrawn')).toEqual([]);
    expect(applicantActions('attended')).toEqual([]);
  });
});
