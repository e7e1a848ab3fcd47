import { PAYMENT_TEXTS as T, type PaymentPage } from '@lbd/shared/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, validationError } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { buildPaymentOrder, buildPaymentPage } from '../page-fixtures';

const LOAD = { timeout: 5000 };

const page = (over: Partial<PaymentPage> = {}): PaymentPage =>
  buildPaymentPage({
    title: 'Smart irrigation controller: the full project',
    description: 'Build a soil-moisture controller.',
    items: [{ kind: 'project', id: 5, title: 'Smart irrigation controller' }],
    access_days: 365,
    status: 'published',
    manage: false,
    ...over,
  });
const order = buildPaymentOrder;

const onSale = (held: { ends_at: string | null } | null = null) => ({
  body: {
    data: {
      item: { kind: 'project', id: 5, title: 'Smart irrigation controller', price_paise: 149_900 },
      pages: [page()],
      held,
    },
  },
});
const quote = {
  body: {
    data: {
      lines: [
        {
          page_id: 3,
          title: 'Smart irrigation controller: the full project',
          price_paise: 149_900,
          discount_paise: 0,
          taxable: 127_034,
          cgst: 0,
          sgst: 0,
          igst: 22_866,
          total: 149_900,
        },
      ],
      coupon: null,
      total: { taxable: 127_034, cgst: 0, sgst: 0, igst: 22_866, total: 149_900, discount_paise: 0 },
    },
  },
};

describe('buying a paid project (issue 30 item 2)', () => {
  it('pricing → billing → the test checkout → the landing page asks the order and shows access and the invoice', async () => {
    let polls = 0;
    const { requests } = mockApi({
      'GET /api/payment_pages/on_sale': onSale(),
      'POST /api/payment_quote': quote,
      'POST /api/v2/multiple_payments': { status: 201, body: { data: order() } },
      'POST /api/test_provider/orders/order_AAAAAAAAAAAAAA/checkout': {
        body: {
          data: { order_id: 'order_AAAAAAAAAAAAAA', payment_id: 'pay_BBBBBBBBBBBBBB', signature: 'ab'.repeat(32) },
        },
      },
      'POST /api/v2/payment_confirmation': { body: { data: order({ status: 'paid', payment_id: 9 }) } },
      'GET /api/payment_orders/41': () => {
        polls++;
        return {
          body: { data: polls < 2 ? order({ status: 'attempted' }) : order({ status: 'paid', payment_id: 9 }) },
        };
      },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/projectPricing/5', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    expect(await screen.findByText('₹1,499.00', { exact: false }, LOAD)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing details' });
    await user.click(within(dialog).getByLabelText('State'));
    await user.click(await screen.findByRole('option', { name: 'Karnataka' }));
    expect(await within(dialog).findByText('IGST 18%')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to pay ₹1,499.00' }));
    const pay = await screen.findByRole('dialog', { name: 'Pay' });
    await user.click(within(pay).getByRole('button', { name: 'Pay ₹1,499.00' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/paymentRedirect?order_id=41'));
    expect(
      await screen.findByText('Payment received: ₹1,499.00. You have access now.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start project: Smart irrigation controller' }).getAttribute('href')).toBe(
      '/projects/5',
    );
    expect(screen.getByRole('button', { name: 'Download the tax invoice' })).toBeTruthy();
    const ordered = requests.find((r) => r.path === '/api/v2/multiple_payments')!;
    expect(ordered.body).toMatchObject({ page_ids: [3], buyer: { name: 'Asha Verma', state_code: '29' } });
    expect((ordered.body as { idempotency_key: string }).idempotency_key).toMatch(/^buy-/);
    expect(requests.find((r) => r.path === '/api/v2/payment_confirmation')!.body).toEqual({
      order_id: 41,
      payment_id: 'pay_BBBBBBBBBBBBBB',
      signature: 'ab'.repeat(32),
    });
  }, 20_000);

  it('two pages in the cart are bought together in one order; the cart empties once the order is made', async () => {
    const path = page({ id: 4, title: 'Arduino path: lifetime', tax: { ...page().tax, total: 99_900 } });
    const { requests } = mockApi({
      'GET /api/payment_pages/on_sale': {
        body: {
          data: {
            item: { kind: 'project', id: 5, title: 'Smart irrigation controller', price_paise: 149_900 },
            pages: [page(), path],
            held: null,
          },
        },
      },
      'POST /api/payment_quote': quote,
      'POST /api/v2/multiple_payments': { status: 201, body: { data: order({ amount_paise: 249_800 }) } },
      'POST /api/test_provider/orders/order_AAAAAAAAAAAAAA/checkout': {
        body: { data: { order_id: 'order_AAAAAAAAAAAAAA', payment_id: 'pay_BBBBBBBBBBBBBB', signature: null } },
      },
      'GET /api/payment_orders/41': { body: { data: order({ status: 'attempted' }) } },
    });
    sessionStorage.clear();
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/projectPricing/5', user: buildUser() });
    const first = await screen.findByRole('article', { name: page().title }, LOAD);
    await user.click(within(first).getByRole('button', { name: 'Add to cart' }));
    await user.click(
      within(screen.getByRole('article', { name: path.title })).getByRole('button', { name: 'Add to cart' }),
    );
    const bar = screen.getByRole('region', { name: 'Your cart' });
    expect(within(bar).getByText('Your cart: 2 pages · ₹2,498.00')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Buy together' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing details' });
    expect(within(dialog).getByText(`${page().title} + ${path.title}`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /^Continue to pay/ }));
    const pay = await screen.findByRole('dialog', { name: 'Pay' });
    expect(
      (requests.find((r) => r.path === '/api/v2/multiple_payments')!.body as { page_ids: number[] }).page_ids,
    ).toEqual([3, 4]);
    await user.click(within(pay).getByRole('button', { name: 'Bank confirms later' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/paymentRedirect?order_id=41'));
    expect(JSON.parse(sessionStorage.getItem('lbd.payment_cart') ?? '[]')).toEqual([]);
  });

  it('a refused GSTIN is shown under its field and what was typed stays', async () => {
    mockApi({
      'GET /api/payment_pages/on_sale': onSale(),
      'POST /api/payment_quote': quote,
      'POST /api/v2/multiple_payments': validationError({ 'buyer.gstin': T.gstinInvalid }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/projectPricing/5', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Buy now' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Billing details' });
    await user.type(within(dialog).getByLabelText('GSTIN (for a business invoice)'), '27AAAAA0000A1Z9');
    await user.click(within(dialog).getByRole('button', { name: /Continue to pay/ }));
    expect(await within(dialog).findByText(T.gstinInvalid)).toBeTruthy();
    expect(within(dialog).getByText(T.checkDetails)).toBeTruthy();
    expect((within(dialog).getByLabelText('GSTIN (for a business invoice)') as HTMLInputElement).value).toBe(
      '27AAAAA0000A1Z9',
    );
  });

  it('a student with an unpaid order for it is offered ‘I paid but have no access’, which opens that order', async () => {
    mockApi({
      'GET /api/payment_pages/on_sale': {
        body: {
          data: {
            ...onSale().body.data,
            pending_order: { id: 41, inserted_at: '2026-11-29T10:00:00.000Z' },
          },
        },
      },
    });
    renderWithApp(undefined, { path: '/projectPricing/5', user: buildUser() });
    const link = await screen.findByRole('link', { name: 'I paid but have no access' }, LOAD);
    expect(link.getAttribute('href')).toBe('/paymentRedirect?order_id=41');
  });

  it('a student who holds it is told until when, with the way in', async () => {
    mockApi({ 'GET /api/payment_pages/on_sale': onSale({ ends_at: '2027-11-30T10:00:00.000Z' }) });
    renderWithApp(undefined, { path: '/projectPricing/5', user: buildUser() });
    expect(await screen.findByText(/You have access to Smart irrigation controller until/, {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/projects/5');
  });

  it('a declined payment lands on its honest failure, with the reason', async () => {
    mockApi({
      'GET /api/payment_orders/41': {
        body: {
          data: order({ status: 'attempted', attempt: { status: 'failed', reason: 'The bank declined the payment' } }),
        },
      },
    });
    renderWithApp(undefined, { path: '/paymentRedirect?order_id=41', user: buildUser() });
    expect(
      await screen.findByText(
        'The payment did not go through: The bank declined the payment. Nothing was charged.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
  });

  it('still pending: ‘I paid but have no access’ asks the provider, then the payments desk gets a ticket', async () => {
    const { requests } = mockApi({
      'GET /api/payment_orders/41': {
        body: { data: order({ status: 'attempted', attempt: { status: 'authorized', reason: null } }) },
      },
      'POST /api/payment_orders/41/check': {
        body: { data: order({ status: 'attempted', attempt: { status: 'authorized', reason: null } }) },
      },
      'POST /api/payment_orders/41/support': {
        body: { data: { order: order({ status: 'attempted' }), ticket: 'PAY-12' } },
      },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/paymentRedirect?order_id=41', user: buildUser() });
    expect(await screen.findByText(/Your bank has approved the payment/, {}, LOAD)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'I paid but have no access' }, { timeout: 15_000 }));
    await user.type(await screen.findByLabelText('Anything to add (optional)'), 'UPI ref 1234');
    await user.click(screen.getByRole('button', { name: 'Ask the payments desk' }));
    expect(await screen.findByText(`${T.supportSent} Your reference: PAY-12.`)).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/payment_orders/41/support')!.body).toEqual({
      message: 'UPI ref 1234',
    });
  }, 25_000);

  it('a page’s public link shows what it sells; signed out, buying starts with sign-in', async () => {
    mockApi({ 'GET /api/payment_pages/3': { body: { data: page() } } });
    renderWithApp(undefined, { path: '/payments/3' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Smart irrigation controller: the full project' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Project: Smart irrigation controller' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in to buy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
  });
});
