import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo';
import { seedDemoActivities } from '../src/seed/demo-activities';
import { seedDemoLearning } from '../src/seed/demo-learning';
import { createTestApp } from './app';
import { bearer, signIn } from './factories';

describe('demo learning content', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits for the demo accounts, then seeds paths, projects and a student under way, once', async () => {
    const notifier = t.app.services.notifications.notifier;
    const storage = t.app.services.objectStorage;
    expect(await seedDemoLearning(t.database.db, { notifier, storage })).toBe(0);
    const accounts = (await seedDemoAccounts(t.database.db, t.app.services.identityProvider))!;
    await seedDemoActivities(t.database.db, { notifier });
    expect(await seedDemoLearning(t.database.db, { notifier, storage })).toBeGreaterThan(12);
    expect(await seedDemoLearning(t.database.db, { notifier, storage })).toBe(0);
    const login = (role: string) => {
      const a = accounts.find((x) => x.role === role)!;
      return signIn(t.app, a.email, a.password);
    };
    const get = async (url: string, token?: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    const post = async (url: string, payload: object) => (await t.app.inject({ method: 'POST', url, payload })).json();

    // Anyone finds at least six published projects and six learning paths.
    expect((await get('/api/list/project?count=50')).pagination.total).toBeGreaterThanOrEqual(6);
    expect((await post('/api/filter_resource_groups', { count: 50 })).pagination.total).toBeGreaterThanOrEqual(6);
    expect(
      (await post('/api/filter_resource_groups', { program: 'wings-data-analytics' })).data.length,
    ).toBeGreaterThan(0);

    // A published file resource offers its PDF to anyone, by a signed link that downloads it.
    const files = (await get('/api/resources?kind=file')).data as { id: number }[];
    expect(files.length).toBeGreaterThan(0);
    const file = (await get(`/api/resources/${files[0]!.id}/file`)).data;
    expect(file).toMatchObject({ name: 'SQL cheat sheet.pdf', content_type: 'application/pdf' });
    const pdf = await t.app.inject({ method: 'GET', url: file.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBe(file.bytes);

    // The demo student is under way in two, with progress and something due.
    const student = await login('Student');
    const mine = (await get('/api/get_my_learnings', student.token)).data as {
      status: string;
      progress: number;
      title: string;
    }[];
    const started = mine.filter((m) => m.status === 'Enrolled');
    expect(started).toHaveLength(2);
    expect(started.every((m) => m.progress > 0 && m.progress < 100)).toBe(true);
    expect(mine.some((m) => m.status === 'Interested')).toBe(true);
    expect((await get('/api/pending_tasks', student.token)).data.length).toBeGreaterThan(0);

    // The mentor has work to review, a request to answer and a project's numbers.
    const mentor = await login('Mentor');
    const queue = (await get('/api/project_reviews', mentor.token)).data;
    expect(queue.some((q: { student: { name: string } }) => q.student.name === 'Ananya Sharma')).toBe(true);
    expect((await get('/api/learning_requests', mentor.token)).data).toHaveLength(1);
    const kirana = (await get('/api/list/project?query=kirana')).data[0].id;
    const counter = (await get(`/api/project_status_counter?project_id=${kirana}`, mentor.token)).data;
    expect(counter).toMatchObject({ Completed: 1, awaiting_review: 1 });
    expect(counter.Enrolled).toBeGreaterThanOrEqual(3);
  });
});
