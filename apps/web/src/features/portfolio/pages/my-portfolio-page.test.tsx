import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockApi, page, type MockHandler, type MockReply } from '../../../test/mock-api';
import { buildEntry, buildPortfolio, PLATFORM_LIST_MOCKS } from '../../../test/portfolio-fixtures';
import { buildUser, renderWithApp } from '../../../test/render';

const entries = [
  buildEntry('books', { id: 1, points: 10 }),
  buildEntry('internships', { id: 2, verification_pending: true }),
  buildEntry('courses', { id: 3 }),
];

function api(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/my_portfolio/portfolios': { body: { data: buildPortfolio({}, entries) } },
    ...overrides,
  });
}

async function open() {
  renderWithApp(undefined, { path: '/myPortfolio', user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeTruthy();
  // What follows the header loads its code after the header has rendered.
  expect(await screen.findByTestId('section-jobs')).toBeTruthy();
  return screen.getByRole('main');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/myPortfolio', () => {
  it('shows name, institute, degree, the points and the career paths with coverage', async () => {
    api();
    const main = await open();
    const header = within(main).getByRole('region', { name: 'Profile and points' });
    expect(within(header).getByText('IIT Madras')).toBeTruthy();
    expect(within(header).getByText('B.Tech, Computer Science · Class of 2025')).toBeTruthy();
    expect(within(header).getByTestId('points-exposure').textContent).toBe('Exposure10');
    expect(within(header).getByTestId('points-experience').textContent).toBe('Experience20');
    expect(within(header).getByTestId('points-education').textContent).toBe('Education30');
    expect(within(header).getByTestId('points-total').textContent).toBe('Total60');

    const paths = within(main).getByRole('region', { name: 'Career paths' });
    expect(within(paths).getByText('Software Engineer')).toBeTruthy();
    expect(within(paths).getByText('50% covered')).toBeTruthy();
    expect(within(within(paths).getByRole('group', { name: 'Covered' })).getByText('Python')).toBeTruthy();
    expect(within(within(paths).getByRole('group', { name: 'Missing' })).getByText('SQL')).toBeTruthy();
    expect(within(paths).getByRole('link', { name: 'Change career paths' }).getAttribute('href')).toBe('/jobRoles');
  });

  it('lists every section with a link to its page and shows pending verification', async () => {
    api();
    const main = await open();
    for (const [title, card] of [
      ['Books', 'books'],
      ['Articles', 'articles'],
      ['Clubs', 'clubs'],
      ['Degrees', 'education'],
      ['Subject Details', 'semester'],
      ['Projects', 'projects'],
      ['Events', 'events'],
      ['Internships', 'internships'],
      ['Courses', 'courses'],
      ['Certification', 'certification'],
      ['Jobs', 'jobs'],
    ]) {
      expect(
        within(main)
          .getByRole('link', { name: `Open ${title}` })
          .getAttribute('href'),
      ).toBe(`/myPortfolio/${card}`);
    }
    const internships = within(main).getByTestId('section-internships');
    expect(within(internships).getByText('Backend Intern')).toBeTruthy();
    expect(within(internships).getByText('Verification requested')).toBeTruthy();
    expect(within(within(main).getByTestId('section-jobs')).getByText('Nothing here yet.')).toBeTruthy();
  });

  it('an empty section has an Add button that opens its add form', async () => {
    api({
      'GET /api/skills': { body: { data: [], pagination: page(0) } },
      'GET /api/my_portfolio/list_job_roles': { body: { data: [], pagination: page(0) } },
      'GET /api/my_portfolio/fetch_life_skill_roles': { body: { data: [], pagination: page(0) } },
      ...PLATFORM_LIST_MOCKS,
    });
    const user = userEvent.setup();
    const main = await open();
    const jobs = within(main).getByTestId('section-jobs');
    // A section with entries has none (its page has one); an empty one has it beside 'Nothing here yet.'
    expect(within(within(main).getByTestId('section-books')).queryByRole('link', { name: 'Add book' })).toBeNull();
    expect(within(within(main).getByTestId('section-semester')).getByRole('link', { name: 'Add semester' })).toBeTruthy();
    await user.click(within(jobs).getByRole('link', { name: 'Add job' }));
    expect(await screen.findByRole('dialog', { name: 'Add job' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/myPortfolio/jobs'));
  });

  it('switches the public page on and copies the share link', async () => {
    const { requests } = api({
      'PUT /api/my_portfolio/visibility': ({ body }) => ({ body: { data: body } }),
    });
    // user-event puts a clipboard of its own on navigator; the link is read back from it.
    const user = userEvent.setup();
    const main = await open();
    const share = within(main).getByRole('button', { name: 'Share link' }) as HTMLButtonElement;
    expect(share.disabled).toBe(true);
    await user.click(within(main).getByRole('switch', { name: 'Public portfolio page' }));
    expect(await screen.findByText('Your portfolio page is now public.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ is_public: true });
    await waitFor(() => expect(share.disabled).toBe(false));
    await user.click(share);
    const url = `${window.location.origin}/portfolio/1`;
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByText(`Link copied: ${url}`)).toBeTruthy();
  });

  it('turns the public switch as it is clicked, before the server answers, and back when the change fails', async () => {
    let answer: ((reply: MockReply) => void) | undefined;
    api({
      'PUT /api/my_portfolio/visibility': () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    const main = await open();
    const toggle = within(main).getByRole('switch', { name: 'Public portfolio page' }) as HTMLInputElement;
    fireEvent.click(toggle);
    // At once, with the request not answered: the switch shows what was asked for.
    expect(toggle.checked).toBe(true);
    expect(within(main).getByText('Anyone with the link can see your portfolio.')).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined());
    answer!(errorReply(500, 'Something went wrong'));
    await waitFor(() => expect(toggle.checked).toBe(false));
  });

  it('downloads the PDF with the bearer token and saves it under the server file name', async () => {
    window.localStorage.setItem('lbd.access_token', 'tok-1');
    window.localStorage.setItem('lbd.token_expires_at', String(Date.now() + 3_600_000));
    const { requests } = api({
      'GET /api/generate_portfolio_pdf/7': {
        raw: '%PDF-1.4 test',
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="portfolio-asha-20250305T093000.pdf"',
        },
      },
    });
    const createObjectURL = vi.fn(() => 'blob:portfolio');
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    const main = await open();
    await user.click(within(main).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['portfolio-asha-20250305T093000.pdf']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const call = requests.find((request) => request.path === '/api/generate_portfolio_pdf/7');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-1');
  });
});
