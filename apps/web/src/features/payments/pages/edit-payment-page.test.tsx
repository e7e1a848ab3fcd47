import { PAYMENT_TEXTS, type CouponBody, type PaymentPageBody } from '@lbd/shared/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockApi } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { buildCoupon, buildPaymentPage } from '../page-fixtures';

const LOAD = { timeout: 10_000 };
const institution = () =>
  buildUser({ profile_type: 'INSTITUTION', first_name: 'Sunrise' }, { portfolio_job_roles: [], portfolio: null });

afterEach(() => vi.unstubAllGlobals());

describe('/editPayment/{id}', () => {
  it('opens the page filled in, saves the fields in paise and puts it on sale', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/payment_pages/3': { body: { data: buildPaymentPage({ access_days: 90 }) } },
      'PUT /api/payment_pages/3/edit': (r) => {
        const b = r.body as PaymentPageBody;
        return { body: { data: buildPaymentPage({ title: b.title, price_paise: b.price_paise, access_days: 90 }) } };
      },
      'POST /api/payment_pages/3/publish': { body: { data: buildPaymentPage({ status: 'published' }) } },
    });
    renderWithApp(undefined, { path: '/editPayment/3', user: institution() });
    const form = await screen.findByRole('form', { name: 'Details' }, LOAD);
    expect((within(form).getByRole('textbox', { name: 'Price' }) as HTMLInputElement).value).toBe('1499');
    expect((within(form).getByRole('textbox', { name: 'Days' }) as HTMLInputElement).value).toBe('90');
    expect(within(form).getByText('Project: Capstone project')).toBeTruthy();
    const link = screen.getByRole('link', { name: /\/payments\/3$/ });
    expect(link.getAttribute('href')).toBe('/payments/3');

    const price = within(form).getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '999.99');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes have been saved.', {}, LOAD)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      {
        title: 'Full-stack capstone',
        description: 'Twelve weeks of building.',
        items: [{ kind: 'project', id: 21 }],
        price_paise: 99_999,
        gst_inclusive: true,
        access_days: 90,
        kind: 'one_time',
        seats: false,
      },
    ]);

    const status = screen.getByRole('region', { name: 'Status and link' });
    expect(within(status).getByText('Draft')).toBeTruthy();
    await user.click(within(status).getByRole('button', { name: 'Put on sale' }));
    expect(await within(status).findByText('On sale')).toBeTruthy();
    expect(within(status).getByRole('button', { name: 'Close sales' })).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/payment_pages/3/publish')).toBe(true);
  });

  it('shows a refusal to change the status in the API’s words (409)', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/payment_pages/3': { body: { data: buildPaymentPage({ status: 'published' }) } },
      'POST /api/payment_pages/3/close': errorReply(409, PAYMENT_TEXTS.pageAlreadyClosed, 'CONFLICT'),
    });
    renderWithApp(undefined, { path: '/editPayment/3', user: institution() });
    const status = await screen.findByRole('region', { name: 'Status and link' }, LOAD);
    await user.click(within(status).getByRole('button', { name: 'Close sales' }));
    expect((await within(status).findByRole('alert')).textContent).toBe(PAYMENT_TEXTS.pageAlreadyClosed);
    expect(within(status).getByText('On sale')).toBeTruthy();
  });

  it('a page that cannot go on sale yet: the API’s message and its reason', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/payment_pages/3': { body: { data: buildPaymentPage() } },
      'POST /api/payment_pages/3/publish': {
        status: 422,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: PAYMENT_TEXTS.pageCannotPublish,
            fields: { items: PAYMENT_TEXTS.itemUnknown },
            request_id: 'r',
          },
        },
      },
    });
    renderWithApp(undefined, { path: '/editPayment/3', user: institution() });
    const status = await screen.findByRole('region', { name: 'Status and link' }, LOAD);
    await user.click(within(status).getByRole('button', { name: 'Put on sale' }));
    expect((await within(status).findByRole('alert')).textContent).toBe(
      `${PAYMENT_TEXTS.pageCannotPublish}. ${PAYMENT_TEXTS.itemUnknown}`,
    );
  });

  it('adds a coupon code (percent as basis points) and deletes one after a confirm', async () => {
    const user = userEvent.setup();
    const early = buildCoupon({ id: 5, code: 'EARLY', percent_bp: 1250, max_uses: 100, used: 0 });
    const staff = buildCoupon({
      id: 6,
      code: 'STAFF',
      percent_bp: null,
      amount_paise: 50_000,
      max_uses: null,
      used: 2,
      expires_at: '2026-12-31T18:29:59Z',
    });
    const { requests } = mockApi({
      'GET /api/payment_pages/3': { body: { data: buildPaymentPage({ coupons: [staff] }) } },
      'POST /api/payment_pages/3/coupons': (r) =>
        (r.body as CouponBody).code === 'STAFF'
          ? errorReply(422, PAYMENT_TEXTS.couponTaken, 'VALIDATION_FAILED')
          : { status: 201, body: { data: buildPaymentPage({ coupons: [staff, early] }) } },
      'DELETE /api/payment_pages/3/coupons/6': { body: { data: buildPaymentPage({ coupons: [early] }) } },
    });
    renderWithApp(undefined, { path: '/editPayment/3', user: institution() });
    const section = await screen.findByRole('region', { name: 'Coupon codes' }, LOAD);
    const table = within(section).getByRole('table', { name: 'Coupon codes' });
    const staffRow = within(table).getByRole('row', { name: /STAFF/ });
    expect(staffRow.textContent).toContain('₹500.00 off');
    expect(staffRow.textContent).toContain('2 / no limit');
    expect(staffRow.textContent).toContain('31 Dec 2026');

    const form = within(section).getByRole('form', { name: 'Add a coupon code' });
    await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'early');
    await user.type(within(form).getByRole('textbox', { name: 'Percent off' }), '12.5');
    await user.type(within(form).getByRole('textbox', { name: 'Max uses' }), '100');
    await user.click(within(form).getByRole('button', { name: 'Add code' }));
    const earlyRow = await within(section).findByRole('row', { name: /EARLY/ }, LOAD);
    expect(earlyRow.textContent).toContain('12.5% off');
    expect(earlyRow.textContent).toContain('0 / 100');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { code: 'EARLY', percent_bp: 1250, amount_paise: null, max_uses: 100, expires_at: null },
    ]);
    expect((within(form).getByRole('textbox', { name: 'Code' }) as HTMLInputElement).value).toBe('');

    await user.click(within(section).getByRole('button', { name: 'Delete STAFF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the code STAFF?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(section).queryByRole('row', { name: /STAFF/ })).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/payment_pages/3/coupons/6')).toBe(true);
  });

  it('a code the page already has: the API’s message under the code, as typed', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/payment_pages/3': { body: { data: buildPaymentPage({ coupons: [buildCoupon()] }) } },
      'POST /api/payment_pages/3/coupons': {
        status: 422,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: PAYMENT_TEXTS.couponTaken,
            fields: { code: PAYMENT_TEXTS.couponTaken },
            request_id: 'r',
          },
        },
      },
    });
    renderWithApp(undefined, { path: '/editPayment/3', user: institution() });
    const form = await screen.findByRole('form', { name: 'Add a coupon code' }, LOAD);
    await user.click(within(form).getByRole('button', { name: 'Rupees' }));
    await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'EARLY');
    await user.type(within(form).getByRole('textbox', { name: 'Amount off' }), '200');
    await user.click(within(form).getByRole('button', { name: 'Add code' }));
    expect(await within(form).findByText(PAYMENT_TEXTS.couponTaken)).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'Code' }) as HTMLInputElement).value).toBe('EARLY');
  });

  it('a page that is not the caller’s is Page Not Found', async () => {
    mockApi({ 'GET /api/payment_pages/8': errorReply(404, 'Not found', 'NOT_FOUND') });
    renderWithApp(undefined, { path: '/editPayment/8', user: institution() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, LOAD)).toBeTruthy();
  });
});
