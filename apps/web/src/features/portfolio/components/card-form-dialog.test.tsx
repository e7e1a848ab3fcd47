import type { PortfolioEntry } from '@lbd/shared/portfolio';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi, page, validationError, type MockHandler } from '../../../test/mock-api';
import { buildEntry, buildPortfolio, PLATFORM_LIST_MOCKS } from '../../../test/portfolio-fixtures';
import { buildUser, renderWithApp } from '../../../test/render';

type User = ReturnType<typeof userEvent.setup>;

function api(entries: PortfolioEntry[] = [], overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/my_portfolio/portfolios': { body: { data: buildPortfolio({}, entries) } },
    ...PLATFORM_LIST_MOCKS,
    'GET /api/skills': ({ query }) => {
      const text = (query.get('query') ?? '').toLowerCase();
      const all = ['Python', 'SQL'].filter((name) => name.toLowerCase().startsWith(text));
      const data = all.map((name, i) => ({ id: i + 1, name, display_name: name, type: 'TECHNICAL' }));
      return { body: { data, pagination: page(data.length) } };
    },
    'GET /api/my_portfolio/list_job_roles': {
      body: { data: [{ id: 1, name: 'Software Engineer' }], pagination: page(1) },
    },
    'GET /api/my_portfolio/fetch_life_skill_roles': {
      body: { data: [{ id: 1, name: 'Teamwork', description: '' }], pagination: page(1) },
    },
    ...overrides,
  });
}

async function openPage(path: string) {
  renderWithApp(undefined, { path, user: buildUser() });
  await screen.findByRole('heading', { level: 1 });
}

async function openAdd(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

async function select(user: User, dialog: HTMLElement, label: string | RegExp, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function pickName(user: User, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const submit = (user: User, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'ADD THIS TO PORTFOLIO' }));
const messageOf = (dialog: HTMLElement, label: string | RegExp) => {
  const field = within(dialog).getByRole('textbox', { name: label });
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

async function fillCourse(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /^Course Name/ }), 'Deep Learning');
  await select(user, dialog, /^Status/, 'Completed');
  await select(user, dialog, 'Date of completion Year', '2024');
  await user.type(within(dialog).getByRole('textbox', { name: /^Duration/ }), '12.7');
  await user.click(within(dialog).getByRole('radio', { name: 'Offline course' }));
  await user.click(within(dialog).getByRole('textbox', { name: /^Description/ }));
  await user.paste('Neural networks <b>not bold</b>');
  await pickName(user, dialog, 'Skills', 'Python');
}

describe('card modal', () => {
  it("opens with the 'Loading...' snack bar while the lists load", async () => {
    // The career paths answer only once the snack bar has been seen, however slow the machine.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api([], {
      'GET /api/my_portfolio/list_job_roles': async () => {
        await held;
        return { body: { data: [{ id: 1, name: 'Software Engineer' }], pagination: page(1) } };
      },
    });
    const user = userEvent.setup();
    await openPage('/myPortfolio/courses');
    await openAdd(user, 'Add course');
    expect(await screen.findByText('Loading...')).toBeTruthy();
    release();
  });

  it('courses: source and certificate only for an Online course, with the exact messages', async () => {
    api();
    const user = userEvent.setup();
    await openPage('/myPortfolio/courses');
    const dialog = await openAdd(user, 'Add course');
    expect(within(dialog).queryByRole('textbox', { name: /^Source/ })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /^Certificate/ })).toBeNull();

    await submit(user, dialog);
    expect(messageOf(dialog, /^Course Name/)).toBe('Course Name cannot be empty');
    expect(messageOf(dialog, /^Duration/)).toBe('Duration cannot be empty');
    expect(messageOf(dialog, /^Description/)).toBe('Description cannot be empty');
    expect(within(dialog).getByText('Status cannot be empty')).toBeTruthy();
    expect(within(dialog).getByText('Course Type cannot be empty')).toBeTruthy();
    expect(within(dialog).getByText('This cant be empty')).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: 'Online course' }));
    await submit(user, dialog);
    expect(messageOf(dialog, /^Source/)).toBe('Source cannot be empty');
    expect(messageOf(dialog, /^Certificate/)).toBe('Certificate cannot be empty');
  });

  it("relabels the date 'Expected Date of completion' while ongoing and wants a future date", async () => {
    api();
    const user = userEvent.setup();
    await openPage('/myPortfolio/courses');
    const dialog = await openAdd(user, 'Add course');
    expect(within(dialog).getByRole('group', { name: 'Date of completion' })).toBeTruthy();
    await select(user, dialog, /^Status/, 'Ongoing');
    expect(within(dialog).getByRole('group', { name: 'Expected Date of completion' })).toBeTruthy();
    await select(user, dialog, 'Expected Date of completion Year', '2020');
    await submit(user, dialog);
    expect(within(dialog).getByText('Please select a future date')).toBeTruthy();
  });

  it('jobs: an ongoing job has no end date', async () => {
    api();
    const user = userEvent.setup();
    await openPage('/myPortfolio/jobs');
    const dialog = await openAdd(user, 'Add job');
    expect(within(dialog).getByRole('group', { name: 'End Date' })).toBeTruthy();
    await select(user, dialog, /^Status/, 'Ongoing');
    expect(within(dialog).queryByRole('group', { name: /End Date|Expected Date/ })).toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Start Date' })).toBeTruthy();
  });

  it('clubs: Educational needs career paths, Non Educational life skills', async () => {
    api();
    const user = userEvent.setup();
    await openPage('/myPortfolio/clubs');
    const dialog = await openAdd(user, 'Add club');
    await user.click(within(dialog).getByRole('radio', { name: 'Educational' }));
    await submit(user, dialog);
    expect(within(dialog).getByText('Career Paths cant be empty')).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: 'Non Educational' }));
    await submit(user, dialog);
    expect(within(dialog).getByText('Life Skills cant be empty')).toBeTruthy();
    expect(within(dialog).queryByText('Career Paths cant be empty')).toBeNull();
  });

  it('degrees: backlogs only when the answer is yes; editing locks institute, degree and a saved format', async () => {
    api([buildEntry('education')]);
    const user = userEvent.setup();
    await openPage('/myPortfolio/education');
    const add = await openAdd(user, 'Add degree');
    expect(within(add).queryByRole('textbox', { name: /^Backlogs/ })).toBeNull();
    await user.click(
      within(within(add).getByRole('radiogroup', { name: /Backlog Status/ })).getByRole('radio', { name: 'Yes' }),
    );
    await user.type(within(add).getByRole('textbox', { name: /^Backlogs/ }), '0');
    await submit(user, add);
    expect(messageOf(add, /^Backlogs/)).toBe('Backlogs cannot be less than 1');
    expect(within(add).getByText('Institute cannot be empty')).toBeTruthy();
    await user.click(within(add).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit degree' });
    expect((within(edit).getByRole('combobox', { name: /^Institute/ }) as HTMLInputElement).disabled).toBe(true);
    expect((within(edit).getByRole('combobox', { name: /^Degree/ }) as HTMLInputElement).disabled).toBe(true);
    expect((within(edit).getByRole('combobox', { name: /^Specialization/ }) as HTMLInputElement).disabled).toBe(false);
    expect((within(edit).getByRole('radio', { name: 'CGPA' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(edit).getByRole('textbox', { name: /^CGPA/ })).toBeTruthy();
  });

  it("subjects of a degree without a format: 'Please select one by editing degree'", async () => {
    api([buildEntry('education', { format: null })]);
    const user = userEvent.setup();
    await openPage('/myPortfolio/education');
    await user.click(await screen.findByRole('button', { name: 'Add semester' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add semester' });
    expect(within(dialog).getByText('Please select one by editing degree')).toBeTruthy();
    expect(within(dialog).getByTestId('static-degree').textContent).toBe('B.Tech, Computer Science');
  });

  it('adds a course: POST with the record, Adding ..., the add toast, and the modal closes', async () => {
    let posted: unknown = null;
    const { requests } = api([], {
      'POST /api/my_portfolio/external_courses': ({ body }) => {
        posted = body;
        return { status: 201, body: { data: buildEntry('courses', { id: 5 }) } };
      },
    });
    const user = userEvent.setup();
    await openPage('/myPortfolio/courses');
    const dialog = await openAdd(user, 'Add course');
    await fillCourse(user, dialog);
    await submit(user, dialog);
    expect(await screen.findByText('Adding ...')).toBeTruthy();
    expect(await screen.findByText('Your course has been added to your portfolio.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add course' })).toBeNull());
    expect(posted).toEqual({
      external_course: {
        title: 'Deep Learning',
        status: 'complete',
        date: '2024-01-01',
        duration: '12.7',
        type: 'Offline course',
        source: null,
        certificate: null,
        desc: 'Neural networks <b>not bold</b>',
        skills: ['Python'],
        job_roles: [],
        life_skills: [],
      },
    });
    // The list is loaded again so the points change.
    expect(requests.filter((request) => request.path === '/api/my_portfolio/portfolios').length).toBeGreaterThan(1);
  });

  it('edits an entry with PUT, Updating ..., and the saved toast', async () => {
    let put: { path: string; body: unknown } | null = null;
    api([buildEntry('books', { id: 12, uuid: 'book-12' })], {
      'PUT /api/my_portfolio/readings/12': ({ path, body }) => {
        put = { path, body };
        return { body: { data: buildEntry('books', { id: 12 }) } };
      },
    });
    const user = userEvent.setup();
    await openPage('/myPortfolio/books');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit book' });
    expect((within(dialog).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Clean Code');
    await submit(user, dialog);
    expect(await screen.findByText('Updating ...')).toBeTruthy();
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    expect(put).toMatchObject({
      path: '/api/my_portfolio/readings/12',
      body: { reading: { id: 12, uuid: 'book-12', kind: 'book', title: 'Clean Code', status: 'complete' } },
    });
  });

  it('a duplicate (409) shows the info toast and keeps the modal', async () => {
    api([], {
      'POST /api/my_portfolio/external_courses': {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'Already there',
            request_id: 'r',
            popup: { heading: 'We know you like it!', message: 'This item is already added to your portfolio.' },
          },
        },
      },
    });
    const user = userEvent.setup();
    await openPage('/myPortfolio/courses');
    const dialog = await openAdd(user, 'Add course');
    await fillCourse(user, dialog);
    await submit(user, dialog);
    const toast = await screen.findByText('This item is already added to your portfolio.');
    expect(toast.closest('[data-kind]')?.getAttribute('data-kind')).toBe('info');
    expect(screen.getByText('We know you like it!')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add course' })).toBeTruthy();
  });

  it('a server error keeps the modal open with everything typed', async () => {
    api([], { 'POST /api/my_portfolio/external_courses': errorReply(500, 'Something went wrong.', 'INTERNAL') });
    const user = userEvent.setup();
    await openPage('/myPortfolio/courses');
    const dialog = await openAdd(user, 'Add course');
    await fillCourse(user, dialog);
    await submit(user, dialog);
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const still = await screen.findByRole('dialog', { name: 'Add course' });
    expect((within(still).getByRole('textbox', { name: /^Course Name/ }) as HTMLInputElement).value).toBe(
      'Deep Learning',
    );
    expect((within(still).getByRole('textbox', { name: /^Description/ }) as HTMLInputElement).value).toBe(
      'Neural networks <b>not bold</b>',
    );
    expect(within(still).getByRole('button', { name: 'Python' })).toBeTruthy();
  });

  it("a 422 puts the server's messages on the fields", async () => {
    api([], {
      'POST /api/my_portfolio/external_courses': validationError({
        'external_course.title': 'Course Name cannot exceed 200 characters',
      }),
    });
    const user = userEvent.setup();
    await openPage('/myPortfolio/courses');
    const dialog = await openAdd(user, 'Add course');
    await fillCourse(user, dialog);
    await submit(user, dialog);
    await waitFor(() => expect(messageOf(dialog, /^Course Name/)).toBe('Course Name cannot exceed 200 characters'));
  });
});
