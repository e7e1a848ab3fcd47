import { MEETING_TEXTS as T, type CreateMeetingBody } from '@lbd/shared/meetings';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { formToBody } from '../meeting-form-values';
import { MeetingForm } from './meeting-form';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fill() {
  type(/^Title/, 'Cracking the SQL interview');
  type(/^Date/, '2026-11-23');
  type(/^Starts \(IST\)/, '19:00');
  type(/^Ends \(IST\)/, '20:00');
  type(/^Meeting link/, 'https://meet.jit.si/lbd-sql');
  type(/^Skills it covers/, 'SQL, Interviewing');
}

describe('formToBody', () => {
  it('turns India’s date and times into instants with their offset, and a time past midnight into the next day', () => {
    const base = {
      title: 't',
      description: '',
      date: '2026-11-23',
      start: '23:30',
      end: '00:30',
      provider_url: ' https://x.in ',
      audience: 'everyone' as const,
      skills: 'SQL, , Excel ',
    };
    expect(formToBody(base)).toEqual({
      title: 't',
      description: '',
      starts_at: '2026-11-23T23:30:00+05:30',
      ends_at: '2026-11-24T00:30:00+05:30',
      provider_url: 'https://x.in',
      audience: 'everyone',
      skills: ['SQL', 'Excel'],
    });
  });
});

describe('MeetingForm', () => {
  it('sends the session in India time', async () => {
    const onSubmit = vi.fn<(body: CreateMeetingBody) => Promise<unknown>>().mockResolvedValue({ id: 1 });
    render(<MeetingForm submitLabel="Schedule a session" onSubmit={onSubmit} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule a session' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      starts_at: '2026-11-23T19:00:00+05:30',
      ends_at: '2026-11-23T20:00:00+05:30',
      skills: ['SQL', 'Interviewing'],
    });
  });

  it('refuses a javascript: link and an empty title before sending, with the contract’s words', async () => {
    const onSubmit = vi.fn();
    render(<MeetingForm submitLabel="Schedule a session" onSubmit={onSubmit} />);
    fill();
    type(/^Title/, ' ');
    type(/^Meeting link/, 'javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule a session' }));
    expect(await screen.findByText(T.link)).toBeTruthy();
    expect(screen.getByText(T.empty('Title'))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages on the inputs and keeps what was typed', async () => {
    const refusal = new ApiError({
      kind: 'http',
      status: 422,
      code: 'VALIDATION',
      message: 'Some fields are not valid.',
      fields: { starts_at: T.startInFuture },
    });
    render(<MeetingForm submitLabel="Schedule a session" onSubmit={() => Promise.reject(refusal)} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule a session' }));
    expect(await screen.findByText(T.startInFuture)).toBeTruthy();
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Cracking the SQL interview');
  });
});
