import { PAYMENT_TEXTS as T, type PaymentOrder, type PaymentPage, type Subscription } from '@lbd/shared/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, validationError } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { buildPaymentPage } from '../page-fixtures';
import SubscriptionsCard from '../subscriptions/subscriptions-card';

const LOAD = { timeout: 5000 };
const staff = buildUser({ profile_type: 'INSTITUTION', full_name: 'Demo Institute', active: true });

const seatsPage = (over: Partial<PaymentPage> = {}): PaymentPage =>
  buildPaymentPage({
    id: 11,
    title: 'IoT lab seats for your class',
    description: 'One seat per student.',
    items: [{ kind: 'project', id: 4, title: 'Smart irrigation controller' }],
    price_paise: 50_000,
    gst_inclusive: false,
    access_days: 180,
    seats: true,
    status: 'published',
    manage: false,
    ...over,
  });

const order = (over: Partial<PaymentOrder> = {}): PaymentOrder => ({
  id: 52,
  status: 'created',
  amount_paise: 1_770_000,
  taxable_paise: 1_500_000,
  cgst_paise: 135_000,
  sgst_paise: 135_000,
  igst_paise: 0,
  provider: 'local',
  key_id: 'lbd_test_x',
  provider_order_id: 'order_CCCCCCCCCCCCCC',
  paid_at: null,
  items: [{ kind: 'project', id: 4, title: 'Smart irrigation controller' }],
  payment_id: null,
  attempt: null,
  ...over,
});

const quote = {
  body: {
    data: {
      lines: [
        {
          page_id: 11,
          title: 'IoT lab seats for your class',
          price_paise: 50_000,
          discount_paise: 0,
          taxable: 50_000,
          cgst: 4_500,
          sgst: 4_500,
          igst: 0,
          total: 59_000,
        },
      ],
      coupon: null,
      total: { taxable: 50_000, cgst: 4_500, sgst: 4_500, igst: 0, total: 59_000, discount_paise: 0 },
    },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an organisation buys seats (issue 30 item 10)', () => {
  it('Buy seats → number and GSTIN → the seat order → the test checkout → the landing points to the dashboard', async () => {
    let paid = false;
    const { requests } = mockApi({
      'GET /api/payment_pages/11': { body: { data: seatsPage() } },
      'POST /api/payment_quote': quote,
      'POST /api/seat_orders': { status: 201, body: { data: order() } },
      'POST /api/test_provider/orders/order_CCCCCCCCCCCCCC/checkout': () => {
        paid = true;
        return {
          body: {
            data: { order_id: 'order_CCCCCCCCCCCCCC', payment_id: 'pay_DDDDDDDDDDDDDD', signature: 'cd'.repeat(32) },
          },
        };
      },
      'POST /api/v2/payment_confirmation': { body: { data: order({ status: 'paid', payment_id: 12 }) } },
      'GET /api/payment_orders/52': () => ({
        body: { data: paid ? order({ status: 'paid', payment_id: 12 }) : order() },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/payments/11', user: staff });
    await user.click(await screen.findByRole('button', { name: 'Buy seats' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Billing details' });
    const seats = within(dialog).getByLabelText(/Number of seats/);
    await user.clear(seats);
    await user.type(seats, '30');
    await user.type(within(dialog).getByLabelText(/^GSTIN/), '29AAACD1234E1Z5');
    expect(await within(dialog).findByText('Per seat')).toBeTruthy();
    expect(within(dialog).getByText('30 seats × ₹590.00')).toBeTruthy();
    expect(within(dialog).getByText('₹17,700.00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to pay ₹17,700.00' }));
    const pay = await screen.findByRole('dialog', { name: 'Pay' });
    await user.click(within(pay).getByRole('button', { name: 'Pay ₹17,700.00' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/paymentRedirect?order_id=52'));
    expect(
      await screen.findByText(
        'Payment received: ₹17,700.00. The seats were added to your organisation.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Give the seats from your dashboard' }).getAttribute('href')).toBe(
      '/instituteDashboard',
    );
    expect(screen.queryByRole('link', { name: /^Start/ })).toBeNull();
    const ordered = requests.find((r) => r.path === '/api/seat_orders')!;
    expect(ordered.body).toMatchObject({
      page_id: 11,
      quantity: 30,
      buyer: { name: 'Demo Institute', gstin: '29AAACD1234E1Z5' },
    });
    expect((ordered.body as { idempotency_key: string }).idempotency_key).toMatch(/^buy-/);
  }, 20_000);

  it('asks for the GSTIN before sending anything, and shows a refusal under its field', async () => {
    const { requests } = mockApi({
      'GET /api/payment_pages/11': { body: { data: seatsPage() } },
      'POST /api/payment_quote': quote,
      'POST /api/seat_orders': validationError({ quantity: T.seatsOrderTooLarge }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/payments/11', user: staff });
    await user.click(await screen.findByRole('button', { name: 'Buy seats' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Billing details' });
    await user.click(within(dialog).getByRole('button', { name: /Continue to pay/ }));
    expect(await within(dialog).findByText(T.gstinRequired)).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/seat_orders')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^GSTIN/), '29AAACD1234E1Z5');
    await user.click(within(dialog).getByRole('button', { name: /Continue to pay/ }));
    expect(await within(dialog).findByText(T.seatsOrderTooLarge)).toBeTruthy();
  });

  it('a student sees the note and the seat-code form, not Buy seats', async () => {
    mockApi({ 'GET /api/payment_pages/11': { body: { data: seatsPage() } } });
    renderWithApp(undefined, { path: '/payments/11', user: buildUser() });
    expect(await screen.findByText('Have a seat code from your college?', {}, LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy seats' })).toBeNull();
  });
});

const onSale = (held: { ends_at: string | null } | null) => ({
  body: {
    data: {
      item: { kind: 'project', id: 4, title: 'Smart irrigation controller', price_paise: 50_000 },
      pages: [seatsPage()],
      held,
    },
  },
});

describe('a student redeems a seat code (issue 30 item 10)', () => {
  it('shows what the seat gave and then the access it brought', async () => {
    let redeemed = false;
    const { requests } = mockApi({
      'GET /api/payment_pages/on_sale': () => onSale(redeemed ? { ends_at: '2027-05-01T00:00:00.000Z' } : null),
      'POST /api/seats/redeem': () => {
        redeemed = true;
        return {
          body: {
            data: {
              pool_id: 7,
              page_title: 'IoT lab seats for your class',
              items: [{ kind: 'project', id: 4, title: 'Smart irrigation controller' }],
              ends_at: '2027-05-01T00:00:00.000Z',
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/projectPricing/4', user: buildUser() });
    await user.type(await screen.findByLabelText('Seat code', {}, LOAD), 'k7qx 2mpr9t');
    await user.click(screen.getByRole('button', { name: 'Use code' }));
    expect(await screen.findByText(/You have a seat: IoT lab seats for your class/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start project: Smart irrigation controller' }).getAttribute('href')).toBe(
      '/projects/4',
    );
    expect(await screen.findByText(/You have access to Smart irrigation controller/)).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/seats/redeem')!.body).toEqual({ code: 'K7QX2MPR9T' });
  });

  it("a refused code is told in the API's words under the field", async () => {
    mockApi({
      'GET /api/payment_pages/on_sale': onSale(null),
      'POST /api/seats/redeem': validationError({ code: T.seatCodeUnknown }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/projectPricing/4', user: buildUser() });
    const field = await screen.findByLabelText('Seat code', {}, LOAD);
    await user.type(field, 'ABCDEFGHJK');
    await user.click(screen.getByRole('button', { name: 'Use code' }));
    expect(await screen.findByText(T.seatCodeUnknown)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('ABCDEFGHJK');
  });
});

const subscription = (over: Partial<Subscription> = {}): Subscription => ({
  page_id: 21,
  page_title: 'Embedded systems with Arduino: monthly',
  items: [{ kind: 'learning_path', id: 6, title: 'Embedded systems with Arduino' }],
  starts_at: '2026-10-01T00:00:00.000Z',
  ends_at: '2026-12-31T00:00:00.000Z',
  active: true,
  renewal_price_paise: 29_900,
  gst_inclusive: true,
  access_days: 30,
  ...over,
});

describe("a student's subscriptions (issue 30 item 9)", () => {
  it('lists each with its items and end, and Renew opens the billing for its page', async () => {
    mockApi({
      'GET /api/subscriptions': {
        body: {
          data: [
            subscription(),
            subscription({ page_id: 22, page_title: 'Old plan', active: false, renewal_price_paise: null }),
          ],
        },
      },
      'POST /api/payment_quote': quote,
    });
    const user = userEvent.setup();
    renderWithApp(<SubscriptionsCard />, { user: buildUser() });
    const card = await screen.findByRole('region', { name: 'Your subscriptions' }, LOAD);
    expect(within(card).getByText(/Active until/)).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('link', { name: 'Learning path: Embedded systems with Arduino' })[0]!
        .getAttribute('href'),
    ).toBe('/resourceGroups/6');
    expect(within(card).queryByRole('button', { name: 'Renew Old plan' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Renew Embedded systems with Arduino: monthly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing details' });
    expect(within(dialog).getByText('Embedded systems with Arduino: monthly')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Number of seats/)).toBeNull();
  });
});
