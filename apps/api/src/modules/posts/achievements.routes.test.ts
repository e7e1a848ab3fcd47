import { COMPLETED_ON_LBD, POST_TEXTS as T } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildUser, establishAccounts } from '../../../test/factories';
import { BODIES, buildPortfolioStudent, edit, save, testClock } from '../../../test/factories/portfolio';
import { statementsDuring } from '../../../test/support/statements';
import { rowsOf } from '../../db/client';

type Student = Awaited<ReturnType<typeof buildPortfolioStudent>>;

interface Achievement {
  kind: string;
  ref: string;
  title: string;
  label: string;
  verified: boolean;
  verified_by: string | null;
  verified_at: string | null;
  verification_url: string | null;
}

/**
 * Issue 28 item 6 through the API: a student shares a verified portfolio entry, or a project, learning path
 * or quest they finished, as a post; the post's badge links to the public live verification and goes when
 * the verification does (the entry edited in substance or deleted, the enrolment no longer completed).
 */
describe('shared achievements', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clock = testClock();
  let asha: Student;
  let ravi: Student;
  let mentor: Awaited<ReturnType<typeof buildUser>>;
  /** Asha's internship (verified), her club (not verified); Ravi's course (verified). */
  let internship: { id: number; uuid: string };
  let club: { id: number; uuid: string };
  let course: { id: number; uuid: string };

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, postsLinkFetcher: async () => null });
    asha = await buildPortfolioStudent(t.app, undefined, { first_name: 'Asha', last_name: 'Rao' });
    ravi = await buildPortfolioStudent(t.app, undefined, { first_name: 'Ravi' });
    mentor = await buildUser(t.app, 'ADVISOR');
    // Asha shares more than a new account's 5 posts a day here (decision 0082).
    await establishAccounts(t.database.db, asha, ravi, mentor);
    const saved = async (s: Student, resource: string, body: object) => {
      const res = await save(t.app, s.token, resource, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: number; uuid: string };
    };
    internship = await saved(asha, 'internships', BODIES.internship);
    club = await saved(asha, 'social_clubs', BODIES.club);
    course = await saved(ravi, 'external_courses', BODIES.course);
    await verify('internships', internship.id, 'Priya Nair', 'Infosys');
    await verify('external_courses', course.id, 'Anil Shah', 'Coursera');
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  async function verify(table: string, id: number, name: string, org: string) {
    await db().execute(sql`update ${sql.identifier(table)} set verified_by_name = ${name}, verified_by_org = ${org},
      verified_at = ${clock.now().toISOString()}::timestamptz where id = ${id}`);
  }
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const share = (token: string, achievement: object, text = '') =>
    call('POST', '/api/posts', token, { text, achievement });
  const shared = async (token: string, achievement: object, text = '') => {
    const res = await share(token, achievement, text);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const achievementOf = async (postId: number, token = ravi.token) => {
    const res = await call('GET', `/api/posts/${postId}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.achievement as Achievement | null;
  };
  const mine = async (s: Student) => {
    const res = await call('GET', '/api/posts/achievements', s.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { kind: string; ref: string; title: string; label: string; verified_by: string }[];
  };
  const publicView = (kind: string, ref: string) => call('GET', `/api/achievements/${kind}/${ref}`);

  /** A published project, learning path and quest, and the student's enrolment in each with this status. */
  async function finished(s: Student, status = 'Completed') {
    const one = async (q: ReturnType<typeof sql>) => Number(rowsOf<{ id: number }>(await db().execute(q))[0]!.id);
    const at = clock.now().toISOString();
    const project = await one(
      sql`insert into projects (title, status) values ('Weather station', 'published') returning id`,
    );
    const path = await one(
      sql`insert into resource_groups (title, status) values ('SQL for analysts', 'published') returning id`,
    );
    const quest = await one(
      sql`insert into quests (title, status) values ('Placement ready', 'published') returning id`,
    );
    const done = status === 'Completed' ? sql`${at}::timestamptz` : sql`null`;
    return {
      project: await one(sql`insert into my_learnings (profile_id, kind, project_id, status, completed_at)
        values (${s.profileId}, 'project', ${project}, ${status}, ${done}) returning id`),
      path: await one(sql`insert into my_learnings (profile_id, kind, resource_group_id, status, completed_at)
        values (${s.profileId}, 'resource_group', ${path}, ${status}, ${done}) returning id`),
      quest: await one(sql`insert into my_quests (profile_id, quest_id, status, enrolled_on, completed_at)
        values (${s.profileId}, ${quest}, ${status}, '2025-06-01', ${done}) returning id`),
    };
  }

  it('lists what the student may share: verified entries only, never someone else’s; students only', async () => {
    const items = await mine(asha);
    expect(items).toEqual([
      {
        kind: 'portfolio_entry',
        ref: `internships.${internship.uuid}`,
        title: 'Software Engineering Intern',
        label: 'Internship',
        verified_by: 'Verified by Priya Nair, Infosys',
        verified_at: clock.now().toISOString(),
      },
    ]);
    expect((await mine(ravi)).map((i) => i.ref)).toEqual([`external_courses.${course.uuid}`]);
    expect((await call('GET', '/api/posts/achievements')).statusCode).toBe(401);
    expect((await call('GET', '/api/posts/achievements', mentor.token)).statusCode).toBe(403);
  });

  it('shares a verified entry with its live badge, text optional; the badge links to the public verification', async () => {
    const ref = `internships.${internship.uuid}`;
    const id = await shared(asha.token, { kind: 'portfolio_entry', ref });
    expect(await achievementOf(id)).toEqual({
      kind: 'portfolio_entry',
      ref,
      title: 'Software Engineering Intern',
      label: 'Internship',
      verified: true,
      verified_by: 'Verified by Priya Nair, Infosys',
      verified_at: clock.now().toISOString(),
      verification_url: `/achievement/portfolio_entry/${ref}`,
    });
    const feed = (await call('GET', '/api/posts', ravi.token)).json().data as {
      id: number;
      achievement: Achievement;
    }[];
    expect(feed.find((p) => p.id === id)!.achievement.verified).toBe(true);

    // Anyone, signed out, reads the live verification.
    const view = await publicView('portfolio_entry', ref);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toEqual({
      kind: 'portfolio_entry',
      ref,
      title: 'Software Engineering Intern',
      label: 'Internship',
      student_name: 'Asha Rao',
      verified_by: 'Verified by Priya Nair, Infosys',
      verified_at: clock.now().toISOString(),
    });
  });

  it('refuses what is not the student’s own, not verified, not a student’s, or names nothing', async () => {
    const unverified = await share(asha.token, { kind: 'portfolio_entry', ref: `social_clubs.${club.uuid}` });
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().error.fields).toEqual({ achievement: T.achievementNotVerified });

    const others = await share(asha.token, { kind: 'portfolio_entry', ref: `external_courses.${course.uuid}` });
    expect(others.statusCode).toBe(422);
    expect(others.json().error.fields).toEqual({ achievement: T.achievementUnknown });

    // The section is part of the ref: the internship is not a job.
    const wrongSection = await share(asha.token, { kind: 'portfolio_entry', ref: `jobs.${internship.uuid}` });
    expect(wrongSection.json().error.fields).toEqual({ achievement: T.achievementUnknown });
    for (const ref of ['internships.not-a-uuid', 'nothing', '1.abcdefghijklmnop']) {
      const res = await share(asha.token, { kind: 'portfolio_entry', ref });
      expect(res.statusCode, ref).toBe(422);
      expect(res.json().error.fields, ref).toEqual({ achievement: T.achievementUnknown });
    }
    // Refs are bounded and URL-safe, or refused before anything is looked up.
    for (const ref of ['a/b', '', 'x'.repeat(81)]) {
      const res = await share(asha.token, { kind: 'portfolio_entry', ref });
      expect(res.statusCode, ref).toBe(422);
      expect(res.json().error.fields, ref).toEqual({ 'achievement.ref': T.achievementUnknown });
    }
    expect((await share(asha.token, { kind: 'medal', ref: 'x' })).statusCode).toBe(422);

    const byMentor = await share(mentor.token, { kind: 'portfolio_entry', ref: `internships.${internship.uuid}` });
    expect(byMentor.statusCode).toBe(403);
    expect(byMentor.json().error.message).toBe(T.achievementStudentsOnly);
    expect((await publicView('portfolio_entry', `social_clubs.${club.uuid}`)).statusCode).toBe(404);
    expect((await publicView('quest', '1.abcdefghijklmnop')).statusCode).toBe(404);
  });

  it('takes the badge off when the entry is edited in substance or deleted; the public page answers 404', async () => {
    const { id: entryId, uuid } = (
      await save(t.app, asha.token, 'internships', edit(BODIES.internship, { title: 'Data Intern' }))
    ).json().data as { id: number; uuid: string };
    await verify('internships', entryId, 'Meera Pillai', 'Freshworks');
    const ref = `internships.${uuid}`;
    const id = await shared(asha.token, { kind: 'portfolio_entry', ref }, '<p>My internship, verified!</p>');
    expect((await achievementOf(id))!.verified).toBe(true);

    // A description edit keeps the verification; a title edit withdraws it.
    const keep = await save(
      t.app,
      asha.token,
      'internships',
      edit(BODIES.internship, { title: 'Data Intern', desc: 'More words.' }),
      entryId,
    );
    expect(keep.statusCode, keep.body).toBe(200);
    expect((await achievementOf(id))!.verified).toBe(true);
    const withdraw = await save(
      t.app,
      asha.token,
      'internships',
      edit(BODIES.internship, { title: 'Data Science Intern' }),
      entryId,
    );
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    expect(await achievementOf(id)).toEqual({
      kind: 'portfolio_entry',
      ref,
      title: 'Data Science Intern',
      label: 'Internship',
      verified: false,
      verified_by: null,
      verified_at: null,
      verification_url: null,
    });
    const gone = await publicView('portfolio_entry', ref);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(T.achievementGone);
    expect((await mine(asha)).map((i) => i.ref)).not.toContain(ref);

    // Verified again: the badge is back. Deleted: the post keeps what it shared, without a badge.
    await verify('internships', entryId, 'Meera Pillai', 'Freshworks');
    expect((await achievementOf(id))!.verified).toBe(true);
    expect((await call('DELETE', `/api/my_portfolio/internships/${entryId}`, asha.token)).statusCode).toBe(200);
    expect(await achievementOf(id)).toMatchObject({
      title: 'Data Intern',
      label: 'Internship',
      verified: false,
      verification_url: null,
    });
    expect((await publicView('portfolio_entry', ref)).statusCode).toBe(404);
  });

  it('shares a finished project, learning path and quest; the badge goes when the enrolment is no longer completed', async () => {
    const ids = await finished(asha);
    const items = await mine(asha);
    const byKind = (kind: string) => items.find((i) => i.kind === kind)!;
    expect(byKind('project')).toMatchObject({
      title: 'Weather station',
      label: 'Project',
      verified_by: COMPLETED_ON_LBD,
    });
    expect(byKind('learning_path')).toMatchObject({ title: 'SQL for analysts', label: 'Learning path' });
    expect(byKind('quest')).toMatchObject({ title: 'Placement ready', label: 'Quest' });
    // A ref is signed: the bare enrolment id, another id or another kind's ref names nothing.
    expect(byKind('project').ref).toMatch(new RegExp(`^${ids.project}\\.[\\w-]{16}$`));
    const forged = `${ids.path}.${byKind('project').ref.split('.')[1]}`;
    expect((await share(asha.token, { kind: 'project', ref: String(ids.project) })).statusCode).toBe(422);
    expect((await share(asha.token, { kind: 'learning_path', ref: forged })).statusCode).toBe(422);
    expect((await share(asha.token, { kind: 'learning_path', ref: byKind('project').ref })).statusCode).toBe(422);

    const posts: Record<string, number> = {};
    for (const kind of ['project', 'learning_path', 'quest'])
      posts[kind] = await shared(asha.token, { kind, ref: byKind(kind).ref });
    for (const kind of ['project', 'learning_path', 'quest']) {
      expect(await achievementOf(posts[kind]!)).toMatchObject({
        kind,
        verified: true,
        verified_by: COMPLETED_ON_LBD,
        verified_at: clock.now().toISOString(),
        verification_url: `/achievement/${kind}/${byKind(kind).ref}`,
      });
      const view = await publicView(kind, byKind(kind).ref);
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json().data).toMatchObject({ student_name: 'Asha Rao', verified_by: COMPLETED_ON_LBD });
    }

    // Ravi cannot share Asha's project.
    expect((await share(ravi.token, { kind: 'project', ref: byKind('project').ref })).statusCode).toBe(422);

    // Enrolled again: no longer completed.
    await db().execute(sql`update my_learnings set status = 'Enrolled', completed_at = null where id = ${ids.project}`);
    await db().execute(sql`update my_quests set status = 'Dropped' where id = ${ids.quest}`);
    expect(await achievementOf(posts.project!)).toMatchObject({
      verified: false,
      verification_url: null,
      title: 'Weather station',
    });
    expect(await achievementOf(posts.quest!)).toMatchObject({ verified: false, verification_url: null });
    expect((await achievementOf(posts.learning_path!))!.verified).toBe(true);
    expect((await publicView('project', byKind('project').ref)).statusCode).toBe(404);

    // Not finished at all: nothing to share.
    const started = await finished(ravi, 'Enrolled');
    expect((await mine(ravi)).filter((i) => i.kind !== 'portfolio_entry')).toEqual([]);
    expect(started.project).toBeGreaterThan(0);
  });

  it('keeps the achievement through an edit (even once withdrawn), and removes it when the edit leaves it out', async () => {
    const [course2] = [
      await save(t.app, ravi.token, 'external_courses', edit(BODIES.course, { title: 'Deep Learning' })),
    ];
    const entry = course2.json().data as { id: number; uuid: string };
    await verify('external_courses', entry.id, 'Anil Shah', 'Coursera');
    const achievement = { kind: 'portfolio_entry', ref: `external_courses.${entry.uuid}` };
    const id = await shared(ravi.token, achievement, '<p>Done!</p>');
    await db().execute(
      sql`update external_courses set verified_at = null, verified_by_name = null where id = ${entry.id}`,
    );

    const kept = await call('PUT', `/api/posts/${id}`, ravi.token, { text: '<p>Done, at last!</p>', achievement });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.achievement).toMatchObject({ title: 'Deep Learning', verified: false });
    // A withdrawn item cannot be shared anew.
    expect((await share(ravi.token, achievement)).statusCode).toBe(422);

    const dropped = await call('PUT', `/api/posts/${id}`, ravi.token, { text: '<p>Done, at last!</p>' });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json().data.achievement).toBeNull();
    // Without an achievement or a photo, a post needs words.
    const empty = await call('PUT', `/api/posts/${id}`, ravi.token, { text: '' });
    expect(empty.json().error.fields).toEqual({ text: T.postEmpty });
  });

  it('reads a page of shared achievements in one query per source, whatever their number', async () => {
    const page = async () => {
      const { result, statements } = await statementsDuring(() => call('GET', '/api/posts?count=50', ravi.token));
      expect(result.statusCode).toBe(200);
      const shown = (result.json().data as { achievement: Achievement | null }[]).filter((p) => p.achievement).length;
      return { statements, shown };
    };
    const before = await page();
    const items = await mine(asha);
    for (const item of items) await shared(asha.token, { kind: item.kind, ref: item.ref }, '<p>Again</p>');
    const after = await page();
    expect(after.shown).toBe(before.shown + items.length);
    expect(after.statements).toBe(before.statements);
  });
});
