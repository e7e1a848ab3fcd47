import { expect, test } from '@playwright/test';
import { apiSignUp, lastEmail, lastSms, PASSWORD, uniquePhone } from '../../support/api';

test('signs in with a phone one-time code read from the outbox', async ({ page, request }) => {
  const phone = uniquePhone();
  await page.goto('/');
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue with phone number' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Country code' })).toHaveValue('India (+91)');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('12');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Enter a valid phone number.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();

  const verify = dialog.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  const code = (await lastSms(request, `+91${phone}`))!.body.match(/\b(\d{6})\b/)![1]!;
  const wrong = code === '111111' ? '222222' : '111111';
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(wrong.slice(0, 5));
  await expect(verify).toBeDisabled();
  // Backspace clears and moves back.
  await page.keyboard.press('Backspace');
  await expect(dialog.getByRole('textbox', { name: 'Digit 5 of 6' })).toHaveValue('');
  await page.keyboard.type(wrong.slice(4));
  await expect(verify).toBeEnabled();
  await verify.click();
  await expect(
    dialog.getByText(
      'The OTP entered by you does not match the one sent to your phone number. Please enter the valid OTP.',
    ),
  ).toBeVisible();

  // Backspace from the last box clears every box, moving back one at a time.
  await dialog.getByRole('textbox', { name: 'Digit 6 of 6' }).click();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
  await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  await expect(verify).toBeDisabled();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/createProfile$/);
});

test('resets a forgotten password through the emailed link', async ({ page, request }) => {
  const account = await apiSignUp(request);
  await page.goto('/');
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('nobody.here@example.com');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    dialog.getByText(
      'This email address does not exist in our records. Please check your email address to proceed with password reset procedure',
    ),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText(/sent a link/i)).toBeVisible();

  const link = (await lastEmail(request, account.email))!.text.match(
    /(http:\/\/\S+\/resetPassword\?token=[\w-]+)/,
  )![1]!;
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('my brand new password');
  await page.getByLabel('Confirm password', { exact: true }).fill('my brand new password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in with your new password.')).toBeVisible();

  // The old password no longer works; the new one does.
  const old = await request.post('/api/identity/sign_in', { data: { email: account.email, password: PASSWORD } });
  expect(old.status()).toBe(422);
  const fresh = await request.post('/api/identity/sign_in', {
    data: { email: account.email, password: 'my brand new password' },
  });
  expect(fresh.status()).toBe(200);
});
