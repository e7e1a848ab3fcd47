import { FEEDBACK_TEXTS as T, type FeedbackSummary } from '@lbd/shared/feedback';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, page, validationError } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { RatingSummary } from './rating-summary';

/** MUI's Rating reads the pointer's position on hover, which jsdom has not: a plain click picks the star. */
const pickStar = (radio: HTMLElement) => fireEvent.click(radio);

const base: FeedbackSummary = {
  item_type: 'EVENT',
  item_id: 5,
  title: 'Cloud Workshop',
  rating: 4.3,
  review_count: 3,
  distribution: [0, 0, 0, 2, 1],
  can_rate: false,
  can_view_responses: false,
  my_feedback: null,
};

const summaryOf = (over: Partial<FeedbackSummary>) => ({ body: { data: { ...base, ...over } } });

describe('RatingSummary (SPEC §2.5)', () => {
  it('shows the rating and review count, and View for someone who did not take part', async () => {
    mockApi({ 'GET /api/feedback': summaryOf({}) });
    renderWithApp(<RatingSummary itemType="EVENT" itemId={5} />);
    const group = await screen.findByRole('group', { name: 'Rating summary' });
    expect(within(group).getByText('4.3')).toBeTruthy();
    expect(within(group).getByText(`(${T.reviews(3)})`)).toBeTruthy();
    expect(within(group).getByRole('button', { name: T.view })).toBeTruthy();
    expect(within(group).queryByRole('button', { name: T.rateNow })).toBeNull();
  });

  it('offers Rate Now to a participant who has not rated; rating sends one PUT and then shows View', async () => {
    let mine: FeedbackSummary['my_feedback'] = null;
    const { requests } = mockApi({
      'GET /api/feedback': () => summaryOf({ can_rate: true, my_feedback: mine }),
      'PUT /api/feedback': (req) => {
        const b = req.body as { rating: number; comment: string };
        mine = { rating: b.rating, comment: b.comment, updated_at: '2026-11-02T05:30:00.000Z' };
        return summaryOf({ can_rate: true, my_feedback: mine, review_count: 4, rating: 4.5 });
      },
    });
    renderWithApp(<RatingSummary itemType="EVENT" itemId={5} />, { user: buildUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: T.rateNow }));
    const dialog = await screen.findByRole('dialog', { name: T.dialogTitle('Cloud Workshop') });
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByText(T.ratingRange)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    pickStar(within(dialog).getByRole('radio', { name: '5 Stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: T.commentLabel }), 'Loved the labs');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByText(T.saved)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      item_type: 'EVENT',
      item_id: 5,
      rating: 5,
      comment: 'Loved the labs',
    });
    await user.click(within(dialog).getByRole('button', { name: T.close }));
    await waitFor(() => expect(screen.getByRole('button', { name: T.view })).toBeTruthy());
    expect(screen.getByText('4.5')).toBeTruthy();
  });

  it('shows the server’s field message on the input', async () => {
    mockApi({
      'GET /api/feedback': summaryOf({ can_rate: true }),
      'PUT /api/feedback': validationError({ comment: T.commentLong }),
    });
    renderWithApp(<RatingSummary itemType="EVENT" itemId={5} />, { user: buildUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: T.rateNow }));
    const dialog = await screen.findByRole('dialog');
    pickStar(within(dialog).getByRole('radio', { name: '3 Stars' }));
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByText(T.commentLong)).toBeTruthy();
  });

  it('shows organisers the responses with who gave them', async () => {
    mockApi({
      'GET /api/feedback': summaryOf({ can_view_responses: true }),
      'GET /api/feedback/responses': {
        body: {
          data: {
            summary: { ...base, can_view_responses: true },
            responses: [
              {
                profile_id: 11,
                name: 'Meera Iyer',
                avatar_url: null,
                my_feedback: { rating: 5, comment: 'Great mentors', updated_at: '2026-11-02T05:30:00.000Z' },
              },
            ],
          },
          pagination: page(1),
        },
      },
    });
    renderWithApp(<RatingSummary itemType="EVENT" itemId={5} />, { user: buildUser({ profile_type: 'COMPANY' }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: T.view }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Meera Iyer')).toBeTruthy();
    expect(within(dialog).getByText('Great mentors')).toBeTruthy();
  });

  it('shows nothing when the item has no summary for the viewer', async () => {
    mockApi({});
    renderWithApp(<RatingSummary itemType="EVENT" itemId={5} />);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Rating summary' })).toBeNull());
  });
});
