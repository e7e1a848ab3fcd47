import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi, page } from '../test/mock-api';
import { buildUser, renderWithApp } from '../test/render';
import { NameMultiSelect, type NameListKind } from './name-multi-select';

const SKILLS = ['Python', 'PyTorch', 'SQL'].map((name, index) => ({
  id: index + 1,
  name: name.toLowerCase(),
  display_name: name,
  type: 'TECHNICAL',
}));
const ROLES = ['Data Analyst', 'Designer', 'Software Engineer'].map((name, index) => ({ id: index + 1, name }));

function api() {
  return mockApi({
    'GET /api/skills': ({ query }) => {
      const text = (query.get('query') ?? '').toLowerCase();
      const found = SKILLS.filter((skill) => skill.display_name.toLowerCase().startsWith(text));
      return { body: { data: found, pagination: page(found.length) } };
    },
    'POST /api/skills': ({ body }) => ({
      status: 201,
      body: {
        data: {
          id: 99,
          name: 'rust',
          display_name: (body as { display_name: string }).display_name,
          type: 'TECHNICAL',
        },
      },
    }),
    'GET /api/my_portfolio/list_job_roles': ({ query }) => {
      const text = (query.get('query') ?? '').toLowerCase();
      const found = ROLES.filter((role) => role.name.toLowerCase().startsWith(text));
      return { body: { data: found, pagination: page(found.length) } };
    },
    'GET /api/my_portfolio/fetch_life_skill_roles': {
      body: { data: [{ id: 1, name: 'Teamwork', description: '' }], pagination: page(1) },
    },
  });
}

function Harness({ kind, label }: { kind: NameListKind; label: string }) {
  const [names, setNames] = useState<string[]>([]);
  return (
    <>
      <NameMultiSelect
        kind={kind}
        label={label}
        value={names}
        onChange={setNames}
        selectedRoles={['Software Engineer']}
      />
      <output data-testid="names">{names.join('|')}</output>
    </>
  );
}

const chosen = () => screen.getByTestId('names').textContent;

describe('NameMultiSelect', () => {
  it('searches skills on the server and picks one', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderWithApp(<Harness kind="skills" label="Skills" />, { user: buildUser() });
    await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'Py');
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/skills' && request.query.get('query') === 'Py')).toBe(
        true,
      ),
    );
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Python', 'PyTorch', 'Create New "Py"']),
    );
    await user.click(screen.getByRole('option', { name: 'PyTorch' }));
    expect(chosen()).toBe('PyTorch');
  });

  it('offers Create New "x" for a skill the catalogue lacks, creates it and adds its name', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderWithApp(<Harness kind="skills" label="Skills" />, { user: buildUser() });
    await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'Rust');
    const create = await screen.findByRole('option', { name: 'Create New "Rust"' });
    await user.click(create);
    await waitFor(() => expect(chosen()).toBe('Rust'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ display_name: 'Rust' });
  });

  it('does not offer to create a skill that exists', async () => {
    api();
    const user = userEvent.setup();
    renderWithApp(<Harness kind="skills" label="Skills" />, { user: buildUser() });
    await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'sql');
    expect(await screen.findByRole('option', { name: 'SQL' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Create New/ })).toBeNull();
  });

  it("career paths: 'Selected' lists the student's own, 'All Roles' every career path", async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderWithApp(<Harness kind="career_paths" label="Career Paths" />, { user: buildUser() });
    const group = screen.getByRole('group', { name: 'Career Paths list' });
    expect(within(group).getByRole('button', { name: 'Selected' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('combobox', { name: 'Career Paths' }));
    const own = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(own.map((option) => option.textContent)).toEqual(['Software Engineer']);
    expect(requests.some((request) => request.path === '/api/my_portfolio/list_job_roles')).toBe(false);
    await user.keyboard('{Escape}');

    await user.click(within(group).getByRole('button', { name: 'All Roles' }));
    await user.click(screen.getByRole('combobox', { name: 'Career Paths' }));
    await user.click(await screen.findByRole('option', { name: 'Data Analyst' }));
    expect(chosen()).toBe('Data Analyst');
    expect(requests.some((request) => request.path === '/api/my_portfolio/list_job_roles')).toBe(true);
  });

  it('life skills come from their list', async () => {
    api();
    const user = userEvent.setup();
    renderWithApp(<Harness kind="life_skills" label="Life Skills" />, { user: buildUser() });
    await user.click(screen.getByRole('combobox', { name: 'Life Skills' }));
    await user.click(await screen.findByRole('option', { name: 'Teamwork' }));
    expect(chosen()).toBe('Teamwork');
  });
});
