import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, apiSignUp, signInThroughPopup, uniquePhone } from '../../support/api';

/** Issue 23: naming an organisation someone already uses is a request its team answers. */
test('a colleague naming an existing company waits to join, the company accepts on its Team page', async ({
  browser,
  request,
}) => {
  // An approved company staff member of a new organisation (set up through the API).
  const orgName = `Chai Robotics ${Date.now()}`;
  const staff = await apiSignUp(request);
  const staffHeaders = { authorization: `Bearer ${staff.token}` };
  const designation = (await (await request.get('/api/designations?count=1')).json()).data[0].id as number;
  const created = await request.post('/api/v1/profile', {
    headers: staffHeaders,
    data: {
      profile: {
        profile_type: 'COMPANY',
        first_name: 'Farah',
        last_name: 'Khan',
        email: staff.email,
        country_code: '+91',
        phone: uniquePhone(),
        org_name: orgName,
        designation_id: designation,
      },
    },
  });
  expect(created.status()).toBe(201);
  await request.post('/api/update_terms_nd_cond', { headers: staffHeaders, data: { terms_nd_cond: true } });
  const adminToken = await apiSignIn(request, ADMIN.email, ADMIN.password);
  const approved = await request.post('/api/admin/approve_org_profile', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { profile_id: (await created.json()).data.id },
  });
  expect(approved.status()).toBe(200);

  // The colleague creates a company profile naming the same organisation (typed in another case).
  const colleague = await apiSignUp(request);
  const page = await browser.newPage();
  await page.goto('/');
  await signInThroughPopup(page, colleague.email, colleague.password);
  await expect(page).toHaveURL(/\/createProfile$/);
  await page.getByRole('radio', { name: 'Company' }).check();
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Rohan');
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Mehta');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(uniquePhone());
  await page.getByRole('combobox', { name: 'Company', exact: true }).fill(orgName.toLowerCase());
  await page.getByRole('combobox', { name: 'Your designation', exact: true }).fill('HR');
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Create profile' }).click();
  await page.getByRole('dialog', { name: 'Terms of Use' }).getByRole('button', { name: 'Agree' }).click();
  await expect(page).toHaveURL(/\/unapprovedProfile$/);
  await expect(page.getByRole('heading', { name: 'Waiting to join your organisation' })).toBeVisible();
  await expect(page.getByText(`Your request to join ${orgName} is waiting`)).toBeVisible();

  // The staff member opens Team from the avatar menu and accepts.
  const staffPage = await browser.newPage();
  await staffPage.goto('/');
  await signInThroughPopup(staffPage, staff.email, staff.password);
  await expect(staffPage).toHaveURL(/\/companyDashboard$/);
  await staffPage.getByRole('button', { name: 'Account menu' }).click();
  await staffPage.getByRole('menuitem', { name: 'Team' }).click();
  await expect(staffPage).toHaveURL(/\/orgMembers$/);
  await expect(staffPage.getByRole('heading', { name: `Team: ${orgName}` })).toBeVisible();
  const request_ = staffPage.getByRole('listitem').filter({ hasText: 'Rohan Mehta' });
  await request_.getByRole('button', { name: 'Accept Rohan Mehta' }).click();
  await expect(staffPage.getByText('Rohan Mehta is now a member of your organisation.')).toBeVisible();
  await staffPage.getByRole('tab', { name: 'Members' }).click();
  await expect(staffPage.getByRole('listitem').filter({ hasText: 'Rohan Mehta' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/companyDashboard$/);
});
