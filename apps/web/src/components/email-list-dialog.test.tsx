import { MAIL_NOTIFICATION_TEXTS } from '@lbd/shared/mail-notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, validationError } from '../test/mock-api';
import { buildUser, renderWithApp } from '../test/render';
import { EmailListButton } from './email-list-dialog';

const sent = (recipients: number) => ({
  status: 201,
  body: {
    data: {
      id: 1,
      entity_type: 'job',
      entity_id: 7,
      type: 'shortlisted',
      subject: 'Interview',
      message: 'Monday 10 am',
      recipients,
      sent: 0,
      status: 'queued',
      inserted_at: '2026-11-21T10:00:00.000Z',
      finished_at: null,
    },
  },
});

async function openDialog() {
  const user = userEvent.setup();
  renderWithApp(<EmailListButton kind="job" id={7} label="Email applicants" />, { user: buildUser() });
  await user.click(screen.getByRole('button', { name: 'Email applicants' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Email applicants' }) };
}

describe('email a list', () => {
  it('checks the subject and message before sending', async () => {
    const { requests } = mockApi({});
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText(MAIL_NOTIFICATION_TEXTS.subject)).toBeTruthy();
    expect(within(dialog).getByText(MAIL_NOTIFICATION_TEXTS.message)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the chosen list with the job id and says how many people it goes to', async () => {
    const { requests } = mockApi({ 'POST /api/generate_mail_notification': sent(3) });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Send to' }));
    await user.click(screen.getByRole('option', { name: 'Shortlisted' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Interview');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Monday 10 am');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MAIL_NOTIFICATION_TEXTS.queued(3))).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      job_id: 7,
      type: 'shortlisted',
      subject: 'Interview',
      message: 'Monday 10 am',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's field message and keeps what was typed", async () => {
    mockApi({
      'POST /api/generate_mail_notification': validationError({ type: MAIL_NOTIFICATION_TEXTS.noRecipients }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Hello');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Welcome');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(MAIL_NOTIFICATION_TEXTS.noRecipients)).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('Hello');
  });
});
