import type { MentorDashboard } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { seedDemoAccounts } from '../src/seed/demo';
import { seedDemoActivities } from '../src/seed/demo-activities';
import { seedDemoMenteesAtRisk } from '../src/seed/demo-mentees-at-risk';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

describe('demo activity', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let accounts: NonNullable<Awaited<ReturnType<typeof seedDemoAccounts>>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits for the demo accounts, then opens one peer activity once, ready for the demo student', async () => {
    const notifier = t.app.services.notifications.notifier;
    expect(await seedDemoActivities(t.database.db, { notifier })).toBe(0);
    expect(await seedDemoMenteesAtRisk(t.database.db, { notifier })).toBe(0);
    accounts = (await seedDemoAccounts(t.database.db, t.app.services.identityProvider))!;
    expect(await seedDemoActivities(t.database.db, { notifier })).toBe(1);
    expect(await seedDemoActivities(t.database.db, { notifier })).toBe(0);
    const login = (role: string) => {
      const a = accounts.find((x) => x.role === role)!;
      return signIn(t.app, a.email, a.password);
    };
    const get = async (url: string, token: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };

    // The mentor sees it with the class enrolled and three submissions.
    const mentor = await login('Mentor');
    const mentorList = await get('/api/assignments?page=1&count=10', mentor.token);
    expect(mentorList.data).toHaveLength(1);
    const activity = mentorList.data[0];
    expect(activity).toMatchObject({ title: 'Plan rainwater harvesting for your campus', enrolled_count: 4 });
    const dashboard = await get(`/api/activity_dashboard/${activity.id}`, mentor.token);
    expect(dashboard.data.students.filter((s: { status: string }) => s.status === 'Submitted')).toHaveLength(3);

    // The student: enrolled, not yet submitted, and able to evaluate the classmates' work.
    const student = await login('Student');
    const mine = await get('/api/my_profile/my_assignments?page=1&count=10', student.token);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ status: 'Enrolled' });
    const peers = await get(`/api/get_peer_submission/${activity.id}?type=PEER%20EVALUATION`, student.token);
    expect(peers.data.map((p: { name: string }) => p.name).sort()).toEqual(['Kabir Singh', 'Meera Iyer', 'Rohan Das']);
    expect(peers.data.every((p: { allow_evaluation: boolean }) => p.allow_evaluation)).toBe(true);
    const meera = peers.data.find((p: { name: string }) => p.name === 'Meera Iyer');
    const comments = await get(`/api/get_peer_review/${meera.my_assignment_id}?type=PEER%20LEARNING`, student.token);
    expect(comments.data).toHaveLength(1);
    expect(comments.data[0]).toMatchObject({ peer_name: 'Rohan Das' });
  });

  it('gives the demo mentor two mentees at risk, one nudged five days ago who came back a day later', async () => {
    const notifier = t.app.services.notifications.notifier;
    expect(await seedDemoMenteesAtRisk(t.database.db, { notifier })).toBe(1);
    expect(await seedDemoMenteesAtRisk(t.database.db, { notifier })).toBe(0);
    const a = accounts.find((x) => x.role === 'Mentor')!;
    const mentor = await signIn(t.app, a.email, a.password);
    const res = await t.app.inject({ method: 'GET', url: '/api/mentor_dashboard', headers: bearer(mentor.token) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as MentorDashboard;
    const row = (name: string) =>
      data.at_risk.find((r) => r.name === name && r.title === 'Map the waste on your street');
    expect(row('Kabir Singh')).toMatchObject({ reasons: ['inactive'], last_nudge: null });
    expect(row('Rohan Das')).toMatchObject({
      reasons: ['low_score'],
      last_nudge: { reason: 'low_score', outcome: 'came_back' },
    });
    const nudge = row('Rohan Das')!.last_nudge!;
    expect(Date.parse(nudge.came_back_at!) - Date.parse(nudge.sent_at)).toBe(86_400_000);
    expect(data.nudge_returns).toEqual({ came_back: 1, decided: 1, waiting: 0 });

    // Rohan's bell holds the nudge, opening his enrolment in the activity.
    await t.app.services.notifications.deliverPending();
    const bell = rowsOf<{ message: string; my_assignment_id: number | null }>(
      await t.database.db.execute(
        sql`select message, my_assignment_id from notifications where activity_type = 'mentor_nudge'`,
      ),
    );
    expect(bell).toEqual([
      {
        message: 'Vikram Menon sent you a nudge: your score on Map the waste on your street can go up. Ask them how.',
        my_assignment_id: expect.any(Number),
      },
    ]);
  });
});
