import {
  TESTIMONIAL_CONSENT_TEXT,
  TESTIMONIAL_STATUS_LABELS,
  TESTIMONIAL_TEXTS as T,
  type MyTestimonial,
} from '@lbd/shared/testimonials';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import MyTestimonialsPage from './my-testimonials-page';

/** MUI's Rating reads the pointer's position on hover, which jsdom has not: a plain click picks the star. */
const pickStar = (radio: HTMLElement) => fireEvent.click(radio);

const live: MyTestimonial = {
  id: 7,
  type: 'STUDENT',
  text: 'The projects taught me more than any lecture did.',
  rating: 5,
  status: 'FEATURED',
  consent_text: TESTIMONIAL_CONSENT_TEXT,
  consent_at: '2026-11-01T05:30:00.000Z',
  consent_withdrawn_at: null,
  inserted_at: '2026-11-01T05:30:00.000Z',
};

describe('My testimonials (/testimonials/mine)', () => {
  it('asks for explicit consent: nothing is sent until the box is ticked, then its exact wording goes too', async () => {
    let created = false;
    const { requests } = mockApi({
      'GET /api/my_testimonials': () => ({ body: { data: created ? [{ ...live, status: 'PENDING' }] : [] } }),
      'POST /api/testimonials': () => {
        created = true;
        return { status: 201, body: { data: { ...live, status: 'PENDING' } } };
      },
    });
    renderWithApp(<MyTestimonialsPage />, { user: buildUser() });
    const user = userEvent.setup();
    const consent = await screen.findByRole('checkbox', { name: TESTIMONIAL_CONSENT_TEXT });
    expect((consent as HTMLInputElement).checked).toBe(false);
    await user.type(
      screen.getByRole('textbox', { name: T.textLabel }),
      'The projects taught me more than any lecture did.',
    );
    pickStar(screen.getByRole('radio', { name: '4 Stars' }));
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.consentRequired)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.submitted)).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      text: 'The projects taught me more than any lecture did.',
      rating: 4,
      type: 'STUDENT',
      consent: true,
      consent_text: TESTIMONIAL_CONSENT_TEXT,
    });
    expect(await screen.findByText(TESTIMONIAL_STATUS_LABELS.PENDING)).toBeTruthy();
  });

  it('checks the words with the contract’s messages and keeps what was typed on a refusal', async () => {
    mockApi({
      'GET /api/my_testimonials': { body: { data: [] } },
      'POST /api/testimonials': errorReply(409, T.alreadyWritten, 'CONFLICT'),
    });
    renderWithApp(<MyTestimonialsPage />, { user: buildUser() });
    const user = userEvent.setup();
    const text = await screen.findByRole('textbox', { name: T.textLabel });
    await user.type(text, 'Too short');
    await user.click(screen.getByRole('checkbox', { name: TESTIMONIAL_CONSENT_TEXT }));
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.textShort)).toBeTruthy();
    expect(await screen.findByText(T.ratingRange)).toBeTruthy();
    await user.type(text, ' but honest about the mentors.');
    pickStar(screen.getByRole('radio', { name: '5 Stars' }));
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.alreadyWritten)).toBeTruthy();
    expect((text as HTMLTextAreaElement).value).toBe('Too short but honest about the mentors.');
  });

  it('withdraws consent after asking, and shows the testimonial gone', async () => {
    let withdrawn = false;
    const { requests } = mockApi({
      'GET /api/my_testimonials': () => ({
        body: {
          data: [
            withdrawn ? { ...live, text: null, rating: null, consent_withdrawn_at: '2026-11-02T05:30:00.000Z' } : live,
          ],
        },
      }),
      'DELETE /api/testimonials/7/consent': () => {
        withdrawn = true;
        return {
          body: { data: { ...live, text: null, rating: null, consent_withdrawn_at: '2026-11-02T05:30:00.000Z' } },
        };
      },
    });
    renderWithApp(<MyTestimonialsPage />, { user: buildUser() });
    const user = userEvent.setup();
    const item = await screen.findByRole('article', { name: 'My testimonial' });
    expect(within(item).getByText(live.text!)).toBeTruthy();
    // A live testimonial: no second form.
    expect(screen.queryByRole('form', { name: 'Write a testimonial' })).toBeNull();
    await user.click(within(item).getByRole('button', { name: T.withdraw }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.withdrawConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: T.withdraw }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(await screen.findByText(TESTIMONIAL_STATUS_LABELS.WITHDRAWN)).toBeTruthy();
    expect(screen.queryByText(live.text!)).toBeNull();
    expect(await screen.findByRole('form', { name: 'Write a testimonial' })).toBeTruthy();
  });
});
