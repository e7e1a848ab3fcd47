import { type CurrentUser } from '@lbd/shared/identity';
import { PROFILE_TEXTS } from '@lbd/shared/profiles';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, page, validationError, type MockHandler } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';

const NEW_USER: CurrentUser = {
  id: 'user-9',
  email: 'new@example.com',
  phone_number: null,
  is_admin: false,
  profile: null,
  portfolio_job_roles: [],
  portfolio: null,
};

const list = (items: unknown[]) => ({ body: { data: items, pagination: page(items.length) } });

function api(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/lookups': {
      body: {
        data: { type: 'COUNTRY_CODE', data: [{ id: 99, name: 'India', desc: 'India (+91)', code: '+91' }] },
        pagination: page(1),
      },
    },
    'GET /api/orgs': list([
      {
        id: 10,
        full_name: 'Example College of Engineering',
        short_name: 'ECE',
        org_type: 'INSTITUTION',
        city: 'Pune',
        state: 'Maharashtra',
        website: null,
        logo_url: null,
      },
    ]),
    'GET /api/degrees': list([{ id: 3, name: 'B.Tech', full_name: 'Bachelor of Technology', level: 'UG' }]),
    'GET /api/specializations': list([{ id: 7, name: 'Computer Science', stream: 'Engineering' }]),
    'GET /api/designations': list([{ id: 5, name: 'HR Manager' }]),
    'GET /api/states': list([{ id: 21, name: 'Maharashtra', code: 'MH', type: 'STATE' }]),
    'GET /api/cities': list([{ id: 400, name: 'Pune', state_id: 21 }]),
    'GET /api/check_identifier_availability': { body: { data: { available: true, message: null } } },
    ...overrides,
  });
}

function messageOf(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

async function openAs(type: 'Student' | 'Mentor' | 'Company' | 'Institution') {
  const user = userEvent.setup();
  renderWithApp(undefined, { path: '/createProfile', user: NEW_USER });
  await user.click(await screen.findByRole('radio', { name: type }));
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, text: string, option: RegExp | string) {
  await user.type(screen.getByRole('combobox', { name: label }), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create profile' }));

describe('/createProfile', () => {
  it('offers the four profile types, without header or menu', async () => {
    api();
    renderWithApp(undefined, { path: '/createProfile', user: NEW_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your profile' })).toBeTruthy();
    for (const name of ['Student', 'Mentor', 'Company', 'Institution'])
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('student: validation texts of the shared schema, email prefilled from the user', async () => {
    api();
    const user = await openAs('Student');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('new@example.com');
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await submit(user);
    expect(messageOf(screen.getByRole('textbox', { name: 'First Name' }))).toBe('First Name cannot be empty');
    expect(messageOf(screen.getByRole('textbox', { name: 'Email' }))).toBe(PROFILE_TEXTS.invalidEmail);
    expect(messageOf(screen.getByRole('textbox', { name: 'Phone number' }))).toBe('Enter a valid phone number');
    expect(messageOf(screen.getByRole('combobox', { name: 'Institute' }))).toBe('Institute cannot be empty');
    expect(messageOf(screen.getByRole('combobox', { name: 'Degree' }))).toBe('Please select your degree');
    expect(messageOf(screen.getByRole('combobox', { name: 'Specialization' }))).toBe(
      'Please select your specialization',
    );
  });

  it('names: letters only and at most 25 characters; Indian mobiles start with 6 to 9', async () => {
    api();
    const user = await openAs('Mentor');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'R2D2');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'A'.repeat(26));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '1234567890');
    await submit(user);
    expect(messageOf(screen.getByRole('textbox', { name: 'First Name' }))).toBe(
      PROFILE_TEXTS.nameCharacters('First Name'),
    );
    expect(messageOf(screen.getByRole('textbox', { name: 'Last Name' }))).toBe('Last Name cannot exceed 25 characters');
    expect(messageOf(screen.getByRole('textbox', { name: 'Phone number' }))).toBe('Enter a valid phone number');
    expect(messageOf(screen.getByRole('combobox', { name: 'Organisation' }))).toBe('Organisation cannot be empty');
    expect(messageOf(screen.getByRole('combobox', { name: 'Designation' }))).toBe('Please select your designation');
  });

  it('checks email and phone availability on blur and shows the answer on the field', async () => {
    api({
      'GET /api/check_identifier_availability': ({ query }) => ({
        body: {
          data:
            query.get('field') === 'email'
              ? { available: false, message: 'Email already in use' }
              : { available: false, message: 'Phone already in use' },
        },
      }),
    });
    const user = await openAs('Company');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.tab();
    await waitFor(() => expect(messageOf(email)).toBe('Email already in use'));
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '9876543210');
    await user.tab();
    await waitFor(() => expect(messageOf(phone)).toBe('Phone already in use'));
  });

  it('a server refusal keeps everything typed, puts messages on fields and shows the popup', async () => {
    api({
      'POST /api/v1/profile': validationError(
        { 'profile.first_name': 'First Name cannot be empty' },
        { heading: 'Uh-Oh!', message: PROFILE_TEXTS.creationFailed },
      ),
    });
    const user = await openAs('Company');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ravi');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9876543210');
    await user.type(screen.getByRole('combobox', { name: 'Company' }), 'Brand New Startup');
    await choose(user, 'Your designation', 'HR', 'HR Manager');
    await submit(user);
    expect(await screen.findByText(PROFILE_TEXTS.creationFailed)).toBeTruthy();
    expect(screen.getByText('Uh-Oh!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(messageOf(screen.getByRole('textbox', { name: 'First Name' }))).toBe('First Name cannot be empty');
    expect((screen.getByRole('textbox', { name: 'First Name' }) as HTMLInputElement).value).toBe('Ravi');
    expect((screen.getByRole('combobox', { name: 'Company' }) as HTMLInputElement).value).toBe('Brand New Startup');
  });

  it('student: submits the profile, reloads the user and goes on to choose career paths', async () => {
    let created = false;
    const { requests } = api({
      'POST /api/v1/profile': () => {
        created = true;
        return { status: 201, body: { data: { id: 77 } } };
      },
      'GET /api/v1/current_user_data': () => ({
        status: 201,
        body: { data: { user: created ? buildUser({}, { portfolio_job_roles: [], portfolio: null }) : NEW_USER } },
      }),
      'GET /api/get_recommended/job_roles': { body: { data: [] } },
      'GET /api/my_portfolio/list_job_roles': list([]),
    });
    const user = await openAs('Student');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), "D'Souza");
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9876543210');
    await choose(user, 'State', 'Mah', 'Maharashtra');
    await choose(user, 'City', 'Pu', 'Pune');
    await choose(user, 'Institute', 'Exa', /Example College of Engineering/);
    await choose(user, 'Degree', 'B.', /B\.Tech/);
    await choose(user, 'Specialization', 'Comp', 'Computer Science');
    await user.click(screen.getByRole('combobox', { name: 'Graduation year' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '2026' }));
    await submit(user);

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/selectJobRoles'));
    expect(requests.find((request) => request.path === '/api/v1/profile')?.body).toEqual({
      profile: {
        profile_type: 'STUDENT',
        first_name: 'Asha',
        last_name: "D'Souza",
        email: 'new@example.com',
        country_code: '+91',
        phone: '9876543210',
        state_id: 21,
        city_id: 400,
        my_org_id: 10,
        degree_id: 3,
        specialization_id: 7,
        graduation_year: 2026,
      },
    });
  }, 20_000);
});
