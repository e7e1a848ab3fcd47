import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi, type MockHandler } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';

const TOKEN = 'tok_abc-123';
const PATH = `/api/entry_verifications/${TOKEN}`;

const view = (status: 'pending' | 'confirmed' | 'declined' = 'pending') => ({
  data: {
    student_name: 'Asha Verma',
    verifier_name: 'Dr. Rao',
    verifier_organisation: 'IIT Madras',
    entry: { card: 'internships', title: 'Backend Intern', dates: 'May 2024 – Jul 2024', host: 'Zoho' },
    status,
  },
});

function api(routes: Record<string, MockHandler>) {
  return mockApi(routes);
}

async function open(path = `/verifyEntry?token=${TOKEN}`) {
  renderWithApp(undefined, { path, user: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Verify a portfolio entry' })).toBeTruthy();
}

describe('/verifyEntry', () => {
  it('shows who asks to verify what, signed out; Confirm records the answer and shows the outcome', async () => {
    const { requests } = api({
      [`GET ${PATH}`]: { body: view() },
      [`POST ${PATH}`]: { body: { data: { status: 'confirmed' } } },
    });
    const user = userEvent.setup();
    await open();
    expect(await screen.findByText('Backend Intern')).toBeTruthy();
    expect(screen.getByText('Asha Verma')).toBeTruthy();
    expect(screen.getByText('Dr. Rao')).toBeTruthy();
    expect(screen.getByText('Zoho')).toBeTruthy();
    expect(screen.getByText('May 2024 – Jul 2024')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Entry to verify' })).getByText('Internships')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('verification-outcome')).textContent).toContain('You confirmed this entry');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ decision: 'confirm' });
    expect(requests.every((request) => !request.headers.has('Authorization'))).toBe(true);
  });

  it('Decline says the entry will not show as verified', async () => {
    api({ [`GET ${PATH}`]: { body: view() }, [`POST ${PATH}`]: { body: { data: { status: 'declined' } } } });
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect((await screen.findByTestId('verification-outcome')).textContent).toContain('You declined this entry');
  });

  it('an answered request says so and offers no buttons', async () => {
    api({ [`GET ${PATH}`]: { body: view('confirmed') } });
    await open();
    expect((await screen.findByTestId('verification-outcome')).textContent).toBe(
      'This verification request has already been answered. This entry was confirmed.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('an expired link (410) says it has expired', async () => {
    api({ [`GET ${PATH}`]: errorReply(410, 'Gone', 'GONE') });
    await open();
    expect((await screen.findByTestId('verification-outcome')).textContent).toBe('This verification link has expired.');
  });

  it('an expired link answered as 404 with the expired text says it has expired', async () => {
    api({ [`GET ${PATH}`]: errorReply(404, 'This verification link has expired.', 'NOT_FOUND') });
    await open();
    expect((await screen.findByTestId('verification-outcome')).textContent).toBe('This verification link has expired.');
  });

  it('an unknown link (404) says the link is not valid', async () => {
    api({ [`GET ${PATH}`]: errorReply(404, 'Not found', 'NOT_FOUND') });
    await open();
    expect((await screen.findByTestId('verification-outcome')).textContent).toBe(
      'This verification link is not valid.',
    );
  });

  it('without a token the link is not valid', async () => {
    api({});
    await open('/verifyEntry');
    expect(screen.getByTestId('verification-outcome').textContent).toBe('This verification link is not valid.');
  });

  it('answered meanwhile (409 on the answer) says it was already answered', async () => {
    api({ [`GET ${PATH}`]: { body: view() }, [`POST ${PATH}`]: errorReply(409, 'Answered', 'CONFLICT') });
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('verification-outcome')).textContent).toBe(
      'This verification request has already been answered.',
    );
  });
});
