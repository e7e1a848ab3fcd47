import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { buildCoupon, buildPaymentPage } from '../page-fixtures';
import { PageManagerPanel } from './page-manager-panel';

const company = buildUser({ profile_type: 'COMPANY' }, { portfolio_job_roles: [], portfolio: null });

afterEach(() => vi.unstubAllGlobals());

describe('PageManagerPanel', () => {
  it('shows the status, the coupon count and the editor’s link, and closes sales', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'POST /api/payment_pages/3/close': { body: { data: buildPaymentPage({ status: 'closed' }) } },
    });
    renderWithApp(<PageManagerPanel page={buildPaymentPage({ status: 'published', coupons: [buildCoupon()] })} />, {
      user: company,
    });
    const panel = screen.getByRole('region', { name: 'Manage this page' });
    expect(within(panel).getByText('On sale')).toBeTruthy();
    expect(within(panel).getByText('1 coupon code')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Edit page' }).getAttribute('href')).toBe('/editPayment/3');
    await user.click(within(panel).getByRole('button', { name: 'Close sales' }));
    expect(await screen.findByText('Sales are closed. Buyers who paid keep their access.')).toBeTruthy();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/payment_pages/3/close');
  });

  it('shows nothing to someone who does not manage the page', () => {
    renderWithApp(<PageManagerPanel page={buildPaymentPage({ manage: false, status: 'published' })} />, {
      user: buildUser(),
    });
    expect(screen.queryByRole('region', { name: 'Manage this page' })).toBeNull();
  });
});
