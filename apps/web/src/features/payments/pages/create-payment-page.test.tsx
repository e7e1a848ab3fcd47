import { PAYMENT_TEXTS, rupees, taxOf, type PaymentPageBody } from '@lbd/shared/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, validationError } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { buildPaymentPage } from '../page-fixtures';

const LOAD = { timeout: 10_000 };
const company = () =>
  buildUser({ profile_type: 'COMPANY', first_name: 'Acme' }, { portfolio_job_roles: [], portfolio: null });
const empty = { data: [], pagination: { page: 1, count: 20, total: 0, total_pages: 0 } };
const ITEMS = {
  'GET /api/list/project': {
    body: { ...empty, data: [{ id: 21, title: 'Capstone project', status: 'published' }] },
  },
  'GET /api/quests': { body: { ...empty, data: [{ id: 4, title: 'Data Analyst quest', status: 'draft' }] } },
  'POST /api/filter_resource_groups': { body: empty },
};

afterEach(() => vi.unstubAllGlobals());

/** Types a page's fields: a title, one project, a price; the rest stays as it starts. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, price: string) {
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Capstone with mentoring');
  await user.click(within(form).getByRole('combobox', { name: 'What it sells' }));
  await user.click(await screen.findByRole('option', { name: 'Capstone project' }, LOAD));
  await user.type(within(form).getByRole('textbox', { name: 'Price' }), price);
}

describe('/createPayment', () => {
  it('lists the organisation’s pages with their items, price, status and links', async () => {
    mockApi({
      'GET /api/payment_pages': {
        body: {
          data: [
            buildPaymentPage({ status: 'published', access_days: 365 }),
            buildPaymentPage({ id: 4, title: 'SQL sprint', status: 'closed', gst_inclusive: false }),
          ],
        },
      },
    });
    renderWithApp(undefined, { path: '/createPayment', user: company() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment pages' }, LOAD)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your payment pages' }, LOAD);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Full-stack capstone' }).getAttribute('href')).toBe('/payments/3');
    expect(within(first!).getByRole('link', { name: 'Edit Full-stack capstone' }).getAttribute('href')).toBe(
      '/editPayment/3',
    );
    expect(within(first!).getByText('On sale')).toBeTruthy();
    expect(within(first!).getByText('Project: Capstone project')).toBeTruthy();
    expect(first!.textContent).toContain('₹1,499.00 incl. GST · Access for 365 days');
    expect(within(second!).getByText('Closed')).toBeTruthy();
    expect(second!.textContent).toContain('+ GST · Lifetime access');
  });

  it('creates a page from rupees as typed (paise sent, no floats) and opens it in edit mode', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/payment_pages': { body: { data: [] } },
      ...ITEMS,
      'POST /api/payment_pages': (r) => ({
        status: 201,
        body: { data: buildPaymentPage({ id: 9, title: (r.body as PaymentPageBody).title, price_paise: 149_950 }) },
      }),
    });
    renderWithApp(undefined, { path: '/createPayment', user: company() });
    const form = await screen.findByRole('form', { name: 'New payment page' }, LOAD);
    await fillIn(user, form, '1499.50');
    const t = taxOf(149_950, { inclusive: true, intraState: true });
    expect(within(form).getByTestId('buyer-pays').textContent).toContain(
      `The buyer pays ${rupees(149_950)}: ${rupees(t.taxable)} + CGST ${rupees(t.cgst)} + SGST ${rupees(t.sgst)}`,
    );
    await user.click(within(form).getByRole('switch', { name: 'Price includes GST' }));
    expect(within(form).getByTestId('buyer-pays').textContent).toContain('The buyer pays ₹1,769.41');
    await user.click(within(form).getByRole('radio', { name: 'For a number of days' }));
    await user.type(within(form).getByRole('textbox', { name: 'Days' }), '365');
    await user.click(within(form).getByRole('button', { name: 'Create page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Capstone with mentoring' }, LOAD)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/editPayment/9');
    expect(requests.filter((r) => r.method === 'POST' && r.path === '/api/payment_pages').map((r) => r.body)).toEqual([
      {
        title: 'Capstone with mentoring',
        description: '',
        items: [{ kind: 'project', id: 21 }],
        price_paise: 149_950,
        gst_inclusive: false,
        access_days: 365,
        kind: 'one_time',
        seats: false,
      },
    ]);
    // The picker searched the caller's own items of each kind.
    const search = requests.find((r) => r.path === '/api/list/project')!;
    expect(search.query.get('mine')).toBe('true');
  });

  it('checks with the contract before sending, and shows the API’s 422 field messages under their inputs', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/payment_pages': { body: { data: [] } },
      ...ITEMS,
      'POST /api/payment_pages': validationError(
        { 'items.0': PAYMENT_TEXTS.itemUnknown, price_paise: PAYMENT_TEXTS.priceRange },
        undefined,
      ),
    });
    renderWithApp(undefined, { path: '/createPayment', user: company() });
    const form = await screen.findByRole('form', { name: 'New payment page' }, LOAD);
    await user.click(within(form).getByRole('button', { name: 'Create page' }));
    expect(within(form).getByText(PAYMENT_TEXTS.titleShort)).toBeTruthy();
    expect(within(form).getByText(PAYMENT_TEXTS.itemsNone)).toBeTruthy();
    expect(within(form).getByText(PAYMENT_TEXTS.priceRange)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/payment_pages')).toBe(false);

    await fillIn(user, form, '1499');
    await user.click(within(form).getByRole('button', { name: 'Create page' }));
    expect(await within(form).findByText(PAYMENT_TEXTS.itemUnknown)).toBeTruthy();
    expect(within(form).getByText(PAYMENT_TEXTS.priceRange)).toBeTruthy();
    // What was typed stays.
    expect((within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Capstone with mentoring',
    );
    expect((within(form).getByRole('textbox', { name: 'Price' }) as HTMLInputElement).value).toBe('1499');
    expect(within(form).getByText('Project: Capstone project')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/createPayment'));
  });
});
