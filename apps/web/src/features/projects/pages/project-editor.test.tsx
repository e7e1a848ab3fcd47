import type { ProjectTask } from '@lbd/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, validationError, type MockRequest } from '../../../test/mock-api';
import { buildProjectDetail, THREE_TASKS } from '../../../test/projects-fixtures';
import { buildUser, renderWithApp } from '../../../test/render';
import { moveTask } from '../task-order';
import { layOutOneUnderAnother } from '../../../test/lay-out';

// tiptap needs a layout engine jsdom has not got: the editor field is a plain text box here.
vi.mock('../../../components/rich-text/rich-text-editor', () => ({
  default: ({
    label,
    initialHtml,
    onChange,
    error,
  }: {
    label: string;
    initialHtml: string;
    onChange: (v: string) => void;
    error?: string;
  }) => (
    <label>
      {label}
      <textarea aria-label={label} defaultValue={initialHtml} onChange={(e) => onChange(e.target.value)} />
      {error && <span>{error}</span>}
    </label>
  ),
}));

const LOAD = { timeout: 20_000 };
const mentor = () =>
  buildUser(
    { id: 40, profile_type: 'ADVISOR', first_name: 'Anil', full_name: 'Anil Rao' },
    { portfolio_job_roles: [], portfolio: null },
  );

/** The editor of project 5 with its three tasks; PUT of a task answers the tasks re-sorted by its new seq. */
function api(extra: Parameters<typeof mockApi>[0] = {}) {
  let tasks: ProjectTask[] = THREE_TASKS;
  const sent: MockRequest[] = [];
  const mock = mockApi({
    'GET /api/projects/5': () => ({ body: { data: buildProjectDetail({ status: 'draft', tasks }) } }),
    'GET /api/org_profiles': { body: { data: [], pagination: { page: 1, count: 100, total: 0, total_pages: 1 } } },
    ...Object.fromEntries(
      THREE_TASKS.map((t) => [
        `PUT /api/projects/5/tasks/${t.id}`,
        (request: MockRequest) => {
          sent.push(request);
          const seq = (request.body as { seq: number }).seq;
          tasks = moveTask(
            tasks,
            tasks.findIndex((x) => x.id === t.id),
            seq - 1,
          );
          return { body: { data: tasks } };
        },
      ]),
    ),
    ...extra,
  });
  return { ...mock, sent };
}

const order = () =>
  within(screen.getByRole('list', { name: 'Tasks in order' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-testid'));

describe('the project editor', () => {
  it('moves a task with the keyboard (the move buttons) and sends its new seq', async () => {
    const { sent } = api();
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/createProject/5', user: mentor() });
    const down = await screen.findByRole('button', { name: 'Move Read about pandas down' }, LOAD);
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ kind: 'reading', title: 'Read about pandas', resource_id: 3, seq: 2 });
    await waitFor(() => expect(order()).toEqual(['task-12', 'task-11', 'task-13']));
    expect(await screen.findByText('The tasks have been reordered.')).toBeTruthy();
  });

  it('drags a task with the keyboard sensor: Space picks it up, the arrow moves it, Space drops it', async () => {
    const { sent } = api();
    renderWithApp(undefined, { path: '/createProject/5', user: mentor() });
    const handle = await screen.findByRole('button', { name: 'Drag Chart the sales' }, LOAD);
    layOutOneUnderAnother(['task-11', 'task-12', 'task-13'].map((id) => screen.getByTestId(id)));
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(document.body.textContent).toContain('Picked up Chart the sales, at place 3 of 3.'));
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowUp', key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe('/api/projects/5/tasks/13');
    expect(sent[0]?.body).toMatchObject({ title: 'Chart the sales', seq: 2 });
    await waitFor(() => expect(order()).toEqual(['task-11', 'task-13', 'task-12']));
  });

  it("puts Publish's 422 messages next to the inputs and keeps everything typed", async () => {
    const { requests } = api({
      'PUT /api/projects/5': ({ body }) => ({
        body: { data: buildProjectDetail({ status: 'draft', ...(body as object) }) },
      }),
      'POST /api/projects/5/publish': validationError({
        description: 'Please enter a description',
        skill_ids: 'Please choose at least one skill',
        tasks: 'Add at least one task to the project',
      }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/createProject/5', user: mentor() });
    const title = await screen.findByRole('textbox', { name: /^Title/ }, LOAD);
    fireEvent.change(title, { target: { value: 'Sales dashboard for a kirana store' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Summary/ }), { target: { value: 'A short one.' } });
    fireEvent.change(screen.getByLabelText('Duration (weeks)'), { target: { value: '6' } });
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Please enter a description')).toBeTruthy();
    expect(screen.getByText('Please choose at least one skill')).toBeTruthy();
    expect(screen.getByText('Add at least one task to the project')).toBeTruthy();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeTruthy();
    // The skills picker shows its message as its helper text.
    const skills = screen.getByRole('combobox', { name: 'Skills' });
    expect(skills.getAttribute('aria-invalid')).toBe('true');
    // Nothing typed is lost.
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe(
      'Sales dashboard for a kirana store',
    );
    expect((screen.getByRole('textbox', { name: /^Summary/ }) as HTMLTextAreaElement).value).toBe('A short one.');
    expect((screen.getByLabelText('Duration (weeks)') as HTMLInputElement).value).toBe('6');
    const put = requests.find((r) => r.method === 'PUT' && r.path === '/api/projects/5');
    expect(put?.body).toMatchObject({
      title: 'Sales dashboard for a kirana store',
      summary: 'A short one.',
      duration_weeks: 6,
    });
  });

  it("a task's messages land on the task dialog's inputs, keeping what was typed", async () => {
    const { requests } = api({
      'POST /api/projects/5/tasks': validationError({ title: 'The title should be 3 to 150 characters long' }),
    });
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/createProject/5', user: mentor() });
    await user.click(await screen.findByRole('button', { name: 'Add task' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Add a task' });
    // A reading needs its resource: said on the picker, before any call.
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind of task' }));
    await user.click(await screen.findByRole('option', { name: 'Reading' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Task title/ }), {
      target: { value: 'Read the brief' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await within(dialog).findByText('Choose the resource to read')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    // The server's message for a deliverable lands on its title.
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind of task' }));
    await user.click(await screen.findByRole('option', { name: 'Deliverable' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await within(dialog).findByText('The title should be 3 to 150 characters long')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /^Task title/ }) as HTMLInputElement).value).toBe(
      'Read the brief',
    );
  });
});
