import { PAYMENT_TEXTS, type PaymentRow } from '@lbd/shared/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockApi } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import AdminPaymentsSection from './admin-payments-section';
import { InvoiceLink } from './invoice-link';

const desk = buildUser({}, { is_admin: true, profile: null, portfolio_job_roles: [], portfolio: null });

const row = (over: Partial<PaymentRow> = {}): PaymentRow => ({
  order_id: 41,
  payment_id: 17,
  page_titles: ['Full-stack capstone'],
  buyer_name: 'Ananya Sharma',
  buyer_email: 'ananya@example.com',
  amount_paise: 49_900,
  refunded_paise: 9_900,
  status: 'paid',
  provider: 'local',
  method: 'upi',
  invoice_serial: 'LBD/2627/000001',
  refunds: [{ id: 5, amount_paise: 9_900, serial: 'LCN/2627/000001' }],
  paid_at: '2026-11-14T06:30:00Z',
  inserted_at: '2026-11-14T06:29:00Z',
  ...over,
});

const revenue = {
  data: { captured_paise: 1_18_000_00, refunded_paise: 9_900, net_paise: 1_18_000_00 - 9_900, months: [] },
};
const list = (rows: PaymentRow[], total = rows.length) => ({
  data: rows,
  pagination: { page: 1, count: rows.length, total, total_pages: Math.ceil(total / 25) },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the payments desk section', () => {
  it('shows the revenue tiles in rupees and the orders with their documents; filters go to the API', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/admin/payments/revenue': { body: revenue },
      'GET /api/list/payment_page_payments': { body: list([row()], 60) },
    });
    renderWithApp(<AdminPaymentsSection />, { user: desk });
    expect(
      await within(await screen.findByRole('group', { name: 'Captured' })).findByText('₹1,18,000.00'),
    ).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Refunded' })).getByText('₹99.00')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Net revenue' })).getByText('₹1,17,901.00')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Payments list' });
    expect(within(table).getByText('Ananya Sharma')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'LBD/2627/000001' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'LCN/2627/000001' })).toBeTruthy();
    await user.type(screen.getByLabelText('Buyer name or email'), 'ana');
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/list/payment_page_payments' && r.query.get('q') === 'ana')).toBe(
        true,
      ),
    );
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('refunds with the amount left prefilled and shows the API’s refusal as it says it', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/admin/payments/revenue': { body: revenue },
      'GET /api/list/payment_page_payments': { body: list([row()]) },
      'POST /api/payment_orders/41/refunds': errorReply(422, PAYMENT_TEXTS.refundTooMuch, 'VALIDATION_FAILED'),
    });
    renderWithApp(<AdminPaymentsSection />, { user: desk });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order 41' });
    expect((within(dialog).getByLabelText('Amount (₹)') as HTMLInputElement).value).toBe('400.00');
    const submit = within(dialog).getByRole('button', { name: 'Refund' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Joined late');
    await user.click(submit);
    expect(await within(dialog).findByText(PAYMENT_TEXTS.refundTooMuch)).toBeTruthy();
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({ amount_paise: 40_000, reason: 'Joined late' });
  });

  it('records an offline payment', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/admin/payments/revenue': { body: revenue },
      'GET /api/list/payment_page_payments': { body: list([]) },
      'POST /api/create_payment': {
        status: 201,
        body: { data: { order_id: 50, payment_id: 20, amount_paise: 49_900, invoice_serial: 'LBD/2627/000002' } },
      },
    });
    renderWithApp(<AdminPaymentsSection />, { user: desk });
    await user.click(await screen.findByRole('button', { name: 'Record offline payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record offline payment' });
    await user.type(within(dialog).getByLabelText(/Payment page ids/), '3, 4');
    await user.type(within(dialog).getByLabelText(/account email/), 'ravi@example.com');
    await user.type(within(dialog).getByLabelText(/Name on the invoice/), 'Ravi Kumar');
    await user.type(within(dialog).getByLabelText(/Reference/), 'UTR42');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = requests.find((r) => r.path === '/api/create_payment')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      page_ids: [3, 4],
      buyer_email: 'ravi@example.com',
      buyer: { name: 'Ravi Kumar' },
      method: 'bank_transfer',
      reference: 'UTR42',
    });
  });

  it('InvoiceLink downloads the payment’s invoice', async () => {
    window.localStorage.setItem('lbd.access_token', 'tok-1');
    window.localStorage.setItem('lbd.token_expires_at', String(Date.now() + 3_600_000));
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/download_invoice': {
        raw: '%PDF-1.4 test',
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="LBD-2627-000001.pdf"',
        },
      },
    });
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:pdf') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithApp(<InvoiceLink paymentId={17} />, { user: buildUser() });
    await user.click(screen.getByRole('button', { name: 'Invoice' }));
    await waitFor(() => expect(saved).toEqual(['LBD-2627-000001.pdf']));
    expect(requests.find((r) => r.path === '/api/download_invoice')?.query.get('payment_id')).toBe('17');
  });
});
