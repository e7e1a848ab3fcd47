import { expect, test } from '@playwright/test';
import { apiMentor } from '../../support/activities-api';
import { apiPublishedPath } from '../../support/learning';
import { apiPortfolioStudent, signedInPage } from '../../support/portfolio';

test('a learning path’s author answers a student’s skip request on the path’s page', async ({
  browser,
  request,
  baseURL,
}) => {
  const mentor = await apiMentor(request);
  const path = await apiPublishedPath(request, mentor.headers, { count: 2, dueDays: 5 });
  const student = await apiPortfolioStudent(request);
  const enrolled = await request.post(`/api/resource_groups/${path.id}/enrol`, {
    headers: student.headers,
    data: { status: 'Enrolled' },
  });
  expect(enrolled.status()).toBeLessThan(300);
  const myId = (await enrolled.json()).data.id as number;
  const mine = async () =>
    (await (await request.get(`/api/my_profile/my_resource_groups/${myId}`, { headers: student.headers })).json())
      .data as { items: { id: number; state: string }[] };
  const first = (await mine()).items[0]!;
  const asked = await request.post('/api/skip_resource_group_unit', {
    headers: student.headers,
    data: { my_resource_group_id: myId, item_id: first.id, reason: 'I finished this chapter in my internship.' },
  });
  expect(asked.status()).toBe(201);

  const { page, errors } = await signedInPage(browser, request, baseURL!, mentor);
  await page.goto(`/resourceGroups/${path.id}`);
  const section = page.getByRole('region', { name: 'Students’ requests' });
  const card = section.getByRole('listitem', { name: new RegExp(`: ${path.resources[0]!.title}$`) });
  await expect(card).toContainText('asks to skip');
  await expect(card).toContainText('I finished this chapter in my internship.');
  await card.getByRole('textbox', { name: 'Comment (optional)' }).fill('Agreed: you have done it.');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved. The item no longer counts towards the student’s progress.')).toBeVisible();
  await expect(card).toBeHidden();
  await expect(section.getByText('No requests waiting.')).toBeVisible();

  // For that student alone, the item is skipped.
  expect((await mine()).items.map((i) => i.state)).toEqual(['skipped', 'open']);
  expect(errors).toEqual([]);
});
