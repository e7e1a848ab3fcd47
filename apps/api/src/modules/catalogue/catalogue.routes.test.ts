import { CATALOGUE_TEXTS } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { bearer, buildAdmin, buildUser, type Account } from '../../../test/factories';
import { buildOrgUser, createJob } from '../../../test/factories/jobs';
import { rowsOf } from '../../db/client';
import { jobRoleSkills, profileTopicInterests, skills } from '../../db/schema';
import { ARRAY_REFERENCES, intArrayColumns, NOT_CATALOGUE_ARRAYS, referencesTo } from './catalogue.references';

describe('the references a merge moves, read from the schema', () => {
  it('places every integer array of ids: catalogue ids or not', () => {
    const unplaced = intArrayColumns()
      .map(({ table, column }) => `${getTableConfig(table).name}.${column.name}`)
      .filter((name) => {
        const col = name.split('.')[1]!;
        return col.endsWith('_ids') && !(col in ARRAY_REFERENCES) && !NOT_CATALOGUE_ARRAYS.includes(col);
      });
    // A new `<kind>_ids` array: add it to ARRAY_REFERENCES (merges move it) or NOT_CATALOGUE_ARRAYS.
    expect(unplaced).toEqual([]);
  });

  it('finds the foreign keys and arrays that name skills', () => {
    const names = referencesTo(skills).map((r) => `${r.tableName}.${r.column.name}:${r.via}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'job_role_skills.skill_id:fk',
        'profile_topic_interests.skill_id:fk',
        'jobs.skill_ids:array',
        'events.skill_ids:array',
        'clubs.skill_ids:array',
      ]),
    );
    // A link table's key: the other column of its primary key or unique index.
    const link = referencesTo(skills).find((r) => r.table === jobRoleSkills)!;
    expect(link.uniqueWith.map((k) => k.map((c) => c.name))).toContainEqual(['job_role_id']);
    const interests = referencesTo(skills).find((r) => r.table === profileTopicInterests)!;
    expect(interests.uniqueWith.map((k) => k.map((c) => c.name))).toContainEqual(['profile_id']);
  });
});

describe('catalogue upkeep', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Account;
  let student: Awaited<ReturnType<typeof buildUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
    student = await buildUser(t.app, 'STUDENT');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null = admin.token, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const create = async (kind: string, body: object) => {
    const res = await call('POST', `/api/admin/catalogue/${kind}`, admin.token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; name: string };
  };
  const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);

  it('401 signed out, 403 for non-admins, 404 for an unknown entry', async () => {
    expect((await call('GET', '/api/admin/catalogue/skills', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/catalogue/skills', student.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/catalogue/skills/999999/retire')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/catalogue/widgets')).statusCode).toBe(422);
  });

  it('lists every kind with search and paging', async () => {
    for (const kind of ['skills', 'orgs', 'degrees', 'specializations', 'designations', 'job_roles', 'batches']) {
      const res = await call('GET', `/api/admin/catalogue/${kind}?count=2`);
      expect(res.statusCode, kind).toBe(200);
      expect(res.json().data.length).toBeLessThanOrEqual(2);
    }
    const found = await call('GET', '/api/admin/catalogue/degrees?query=tech&count=50');
    expect(found.json().data.map((d: { name: string }) => d.name)).toContain('B.Tech');
    const roles = await call('GET', '/api/admin/catalogue/job_roles?count=1');
    expect(roles.json().data[0].skills.length).toBeGreaterThan(0);
  });

  it('refuses bad input with the field messages, and a taken name with 409', async () => {
    const bad = await call('POST', '/api/admin/catalogue/degrees', admin.token, { name: ' ' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({
      name: CATALOGUE_TEXTS.empty,
      detail: CATALOGUE_TEXTS.empty,
      code: CATALOGUE_TEXTS.pickLevel,
    });
    const long = await call('POST', '/api/admin/catalogue/designations', admin.token, { name: 'x'.repeat(121) });
    expect(long.json().error.fields).toEqual({ name: 'cannot exceed 120 characters' });
    const taken = await call('POST', '/api/admin/catalogue/degrees', admin.token, {
      name: 'b.tech',
      detail: 'Bachelor of Technology',
      code: 'UG',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(CATALOGUE_TEXTS.nameTaken('degrees'));
    const company = (await call('GET', '/api/orgs?org_type=COMPANY&count=1')).json().data[0].id;
    const batch = await call('POST', '/api/admin/catalogue/batches', admin.token, {
      name: 'CSE 2026',
      org_id: company,
      year: 1900,
    });
    expect(batch.json().error.fields).toEqual({
      org_id: CATALOGUE_TEXTS.pickInstitute,
      year: CATALOGUE_TEXTS.year(1970, 2100),
    });
  });

  it('creates and edits entries (a job role with its skills), audited with before and after', async () => {
    const [a, b] = (await call('GET', '/api/skills?count=2')).json().data;
    const role = await create('job_roles', {
      name: 'Data Pipeline Engineer',
      detail: 'Builds batch and streaming pipelines.',
      code: 'Technology',
      skill_ids: [a.id],
    });
    const edited = await call('PUT', `/api/admin/catalogue/job_roles/${role.id}`, admin.token, {
      name: 'Data Pipeline Engineer',
      detail: 'Builds batch and streaming data pipelines.',
      code: 'Technology',
      skill_ids: [a.id, b.id],
    });
    expect(edited.statusCode).toBe(200);
    expect(
      edited
        .json()
        .data.skills.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const unknown = await call('PUT', `/api/admin/catalogue/job_roles/${role.id}`, admin.token, {
      name: 'Data Pipeline Engineer',
      detail: 'x',
      code: 'Technology',
      skill_ids: [999999],
    });
    expect(unknown.json().error.fields).toEqual({ skill_ids: CATALOGUE_TEXTS.invalidSkills });
    const [audit] = rowsOf<{ before: { skills: unknown[] }; after: { detail: string } }>(
      await exec(
        sql`select before, after from audit_log where action = 'catalogue.edit' and target_id = ${String(role.id)}`,
      ),
    );
    expect(audit!.before.skills).toHaveLength(1);
    expect(audit!.after.detail).toBe('Builds batch and streaming data pipelines.');
  });

  it('retires an entry: hidden from pickers, kept on records, restorable', async () => {
    const d = await create('designations', { name: 'Placement Coordinator (retiring)' });
    const listed = async () =>
      (await call('GET', '/api/designations?query=placement%20coordinator&count=50'))
        .json()
        .data.some((x: { id: number }) => x.id === d.id);
    expect(await listed()).toBe(true);
    expect((await call('POST', `/api/admin/catalogue/designations/${d.id}/retire`)).json().data.active).toBe(false);
    expect(await listed()).toBe(false);
    const retired = await call('GET', '/api/admin/catalogue/designations?status=retired&count=100');
    expect(retired.json().data.map((x: { id: number }) => x.id)).toContain(d.id);
    await call('POST', `/api/admin/catalogue/designations/${d.id}/restore`);
    expect(await listed()).toBe(true);

    const s = await create('skills', { name: 'Flash Animation', code: 'TECHNICAL' });
    await call('POST', `/api/admin/catalogue/skills/${s.id}/retire`);
    const skillsFound = await call('GET', '/api/skills?query=flash&count=50');
    expect(skillsFound.json().data.map((x: { id: number }) => x.id)).not.toContain(s.id);
  });

  it('merges two spellings of a skill, moving every reference in one go', async () => {
    const survivor = await create('skills', { name: 'Kubernetes Operations', code: 'TECHNICAL' });
    const dup = await create('skills', { name: 'Kubernetes Ops', code: 'TECHNICAL' });
    // A student interested in both, a role naming both and one naming only the duplicate, a job naming it twice.
    await exec(
      sql`insert into profile_topic_interests (profile_id, skill_id) values (${student.profileId}, ${survivor.id}), (${student.profileId}, ${dup.id})`,
    );
    const both = await create('job_roles', {
      name: 'Platform Engineer (merge)',
      detail: 'Runs the platform.',
      code: 'Technology',
      skill_ids: [dup.id, survivor.id],
    });
    const onlyDup = await create('job_roles', {
      name: 'Cluster Administrator (merge)',
      detail: 'Runs clusters.',
      code: 'Technology',
      skill_ids: [dup.id],
    });
    const company = await buildOrgUser(t.app, 'COMPANY', { admin });
    const job = await createJob(t.app, company.token);
    await exec(
      sql`update jobs set skill_ids = array[${dup.id}::int, 7, ${survivor.id}::int, ${dup.id}::int] where id = ${job}`,
    );

    const preview = await call('GET', `/api/admin/catalogue/skills/${dup.id}/references`);
    expect(preview.json().data).toEqual(expect.arrayContaining([{ table: 'jobs', column: 'skill_ids', rows: 1 }]));

    expect(
      (await call('POST', `/api/admin/catalogue/skills/${dup.id}/merge`, admin.token, { into_id: dup.id })).json().error
        .fields,
    ).toEqual({ into_id: CATALOGUE_TEXTS.mergeSame });
    const res = await call('POST', `/api/admin/catalogue/skills/${dup.id}/merge`, admin.token, {
      into_id: survivor.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.survivor.id).toBe(survivor.id);
    expect(res.json().data.dropped).toBe(2);

    // Nothing anywhere in the schema names the duplicate any more.
    for (const ref of referencesTo(skills)) {
      const cond =
        ref.via === 'array'
          ? sql`${sql.identifier(ref.column.name)} @> array[${dup.id}::int]`
          : sql`${sql.identifier(ref.column.name)} = ${dup.id}`;
      const [row] = rowsOf<{ n: number }>(
        await exec(sql`select count(*)::int as n from ${sql.identifier(ref.tableName)} where ${cond}`),
      );
      expect(row!.n, `${ref.tableName}.${ref.column.name}`).toBe(0);
    }
    const [jobRow] = rowsOf<{ skill_ids: number[] }>(await exec(sql`select skill_ids from jobs where id = ${job}`));
    expect(jobRow!.skill_ids).toEqual([survivor.id, 7]);
    const interests = rowsOf(
      await exec(sql`select skill_id from profile_topic_interests where profile_id = ${student.profileId}`),
    );
    expect(interests).toEqual([{ skill_id: survivor.id }]);
    for (const role of [both, onlyDup]) {
      const got = await call('GET', `/api/admin/catalogue/job_roles?query=${encodeURIComponent(role.name)}`);
      expect(got.json().data[0].skills).toEqual([{ id: survivor.id, display_name: 'Kubernetes Operations' }]);
    }
    expect((await call('POST', `/api/admin/catalogue/skills/${dup.id}/retire`)).statusCode).toBe(404);
    const [audit] = rowsOf<{ after: { into_id: number } }>(
      await exec(sql`select after from audit_log where action = 'catalogue.merge' and target_id = ${String(dup.id)}`),
    );
    expect(audit!.after.into_id).toBe(survivor.id);
  });

  it('refuses to merge organisations of two types', async () => {
    const inst = (await call('GET', '/api/orgs?org_type=INSTITUTION&count=1')).json().data[0].id;
    const comp = (await call('GET', '/api/orgs?org_type=COMPANY&count=1')).json().data[0].id;
    const res = await call('POST', `/api/admin/catalogue/orgs/${inst}/merge`, admin.token, { into_id: comp });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ into_id: CATALOGUE_TEXTS.mergeOrgTypes });
  });

  it('rejects a skill a user typed in: into an existing skill, or out of the entries naming it', async () => {
    const typed = async (name: string) => {
      const [row] = rowsOf<{ id: number }>(
        await exec(
          sql`insert into skills (name, display_name, type, accepted) values (${name.toLowerCase()}, ${name}, 'TECHNICAL', false) returning id`,
        ),
      );
      return row!.id;
    };
    const company = await buildOrgUser(t.app, 'COMPANY', { admin });
    const job = await createJob(t.app, company.token);
    const pyton = await typed('Pyton');
    const junk = await typed('asdfgh');
    await exec(sql`update jobs set skill_ids = array[${pyton}::int, ${junk}::int] where id = ${job}`);
    const python = (await call('GET', '/api/skills?query=python&count=1')).json().data[0].id;

    expect((await call('POST', `/api/admin/skills/${pyton}/reject`, student.token, {})).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/skills/${pyton}/reject`, admin.token, { into_id: python })).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/admin/skills/${junk}/reject`, admin.token, {})).statusCode).toBe(200);
    const [row] = rowsOf<{ skill_ids: number[] }>(await exec(sql`select skill_ids from jobs where id = ${job}`));
    expect(row!.skill_ids).toEqual([python]);
    expect((await call('POST', `/api/admin/skills/${python}/reject`, admin.token, {})).statusCode).toBe(409);
    const waiting = await call('GET', '/api/admin/skills?count=100');
    expect(waiting.json().data.map((s: { id: number }) => s.id)).not.toContain(pyton);
  });
});
