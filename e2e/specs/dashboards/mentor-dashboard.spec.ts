import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiMentor } from '../../support/activities-api';
import { apiSignIn, apiStudent, signInThroughPopup } from '../../support/api';
import { watchConsole } from '../../support/console';
import { expectNoAxeViolations } from '../../support/axe';

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** Issue 24 item 2: a mentor sees a student who missed a deadline and nudges them in one click. */
test('a mentor signs in, sees a mentee at risk on the dashboard, nudges them, and the student hears of it', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const mentor = await apiMentor(request, { firstName: 'Farah', lastName: 'Qureshi' });
  const student = await apiStudent(request, { terms: true, firstName: 'Dev', lastName: 'Patil' });
  // An activity whose submission deadline passed an hour ago, with the student enrolled and nothing sent.
  const title = `Audit the campus lights ${randomUUID().slice(0, 6)}`;
  const created = await request.post('/api/assignments', {
    headers: mentor.headers,
    data: {
      title,
      type: 'Field survey',
      max_score: 100,
      mentor_assessment_score: 60,
      peer_assessment_score: 40,
      duration: 60,
      enable_at: hoursFromNow(-3),
      disable_at: hoursFromNow(-1),
      peer_enable_at: hoursFromNow(-1),
      peer_disable_at: hoursFromNow(48),
    },
  });
  expect(created.status()).toBe(201);
  const activityId = (await created.json()).data.id as number;
  const enrolled = await request.post(`/api/assignments/${activityId}/enroll`, {
    headers: mentor.headers,
    data: { profile_ids: [student.profileId] },
  });
  expect(enrolled.status()).toBe(200);

  await page.goto('/MentorHome');
  await signInThroughPopup(page, mentor.email, mentor.password);
  await expect(page).toHaveURL(/\/mentorDashboard$/);
  const risk = page.getByRole('region', { name: 'Mentees at risk' });
  const row = risk.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Dev Patil')).toBeVisible();
  await expect(row.getByText('Missed the deadline')).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Nudge Dev Patil about ${title}` }).click();
  await expect(page.getByText('Dev Patil got your nudge.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Nudged just now' })).toBeDisabled();
  await expect(row.getByText('Last nudge just now: not back yet')).toBeVisible();

  // The student's bell: the nudge, from the mentor, about the activity.
  const token = await apiSignIn(request, student.email, student.password);
  await expect
    .poll(async () => {
      const res = await request.get('/api/myprofile/list/notifications', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()).data as { message: string }[]).map((n) => n.message);
    })
    .toContain(`Farah Qureshi sent you a nudge: the deadline of ${title} has passed. Send what you have.`);
  expect(errors).toEqual([]);
});
