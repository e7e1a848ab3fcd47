import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, page, validationError } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';

const entry = (id: number, name: string, more: object = {}) => ({
  id,
  name,
  detail: null,
  code: 'TECHNICAL',
  active: true,
  accepted: true,
  org_id: null,
  org_name: null,
  year: null,
  skills: [],
  ...more,
});
const REACT = entry(1, 'React');
const REACTJS = entry(2, 'ReactJS');
const admin = () => buildUser({}, { is_admin: true });

describe('/catalogue', () => {
  it('non-admins see Access Denied', async () => {
    renderWithApp(undefined, { path: '/catalogue', user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
  });

  it('merges a second spelling of a skill into the one kept, after showing what moves', async () => {
    const { requests } = mockApi({
      'GET /api/admin/catalogue/skills': (req) => ({
        body: {
          data: req.query.get('query') === 'react' ? [REACT, REACTJS] : [REACT, REACTJS],
          pagination: page(2),
        },
      }),
      'GET /api/admin/catalogue/skills/2/references': {
        body: { data: [{ table: 'jobs', column: 'skill_ids', rows: 3 }] },
      },
      'POST /api/admin/catalogue/skills/2/merge': {
        body: { data: { survivor: REACT, moved: [{ table: 'jobs', column: 'skill_ids', rows: 3 }], dropped: 0 } },
      },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/catalogue', user: admin() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Skills' });
    const row = await within(list).findByRole('listitem', { name: 'ReactJS' });
    await user.click(within(row).getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge ReactJS' });
    expect(await within(dialog).findByText(/3 records name ReactJS/)).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Merge into' }));
    await user.click(await screen.findByRole('option', { name: 'React' }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/admin/catalogue/skills/2/merge')?.body).toEqual({ into_id: 1 }),
    );
    expect(await screen.findByText('ReactJS was merged into React: 3 records moved.')).toBeTruthy();
  });

  it('adds a degree, showing the field messages first', async () => {
    const { requests } = mockApi({
      'GET /api/admin/catalogue/skills': { body: { data: [], pagination: page(0) } },
      'GET /api/admin/catalogue/degrees': { body: { data: [], pagination: page(0) } },
      'POST /api/admin/catalogue/degrees': (req) =>
        (req.body as { name: string }).name === 'B.Tech'
          ? validationError({ name: 'Degree with this name already exists.' })
          : { status: 201, body: { data: entry(9, 'B.Voc', { code: 'UG' }) } },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/catalogue', user: admin() });
    await user.click(await screen.findByRole('tab', { name: 'Degrees' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a degree' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('This field cant be empty')).toHaveLength(2);
    expect(within(dialog).getByText('Pick a degree level.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'B.Tech');
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Bachelor of Technology');
    await user.click(within(dialog).getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'UG' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Degree with this name already exists.')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'B.Voc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The degree was added.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      name: 'B.Voc',
      detail: 'Bachelor of Technology',
      code: 'UG',
    });
  });

  it('retires an entry and reviews a typed-in skill', async () => {
    const { requests } = mockApi({
      'GET /api/admin/catalogue/skills': { body: { data: [REACT], pagination: page(1) } },
      'POST /api/admin/catalogue/skills/1/retire': { body: { data: { ...REACT, active: false } } },
      'GET /api/admin/skills': {
        body: {
          data: [
            {
              id: 7,
              name: 'figma prototyping',
              display_name: 'Figma Prototyping',
              type: 'TECHNICAL',
              inserted_at: '2026-01-05T10:00:00Z',
            },
          ],
          pagination: page(1),
        },
      },
      'POST /api/admin/skills/7/accept': {
        body: { data: { id: 7, name: 'figma prototyping', display_name: 'Figma Prototyping', type: 'TECHNICAL' } },
      },
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/catalogue', user: admin() });
    const row = await screen.findByRole('listitem', { name: 'React' });
    await user.click(within(row).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('React is retired.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Skills to review' }));
    const waiting = await screen.findByRole('listitem', { name: 'Figma Prototyping' });
    await user.click(within(waiting).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Figma Prototyping is offered to everyone.')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/admin/skills/7/accept')).toBe(true);
  });
});
