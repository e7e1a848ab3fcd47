import { entryPoints, type CardType } from '@lbd/shared';
import { eligibility, type JobCriteria, type StudentRecord } from '../../../modules/jobs/jobs.eligibility';
import {
  DEGREE_STREAMS,
  DEGREE_WEIGHTS,
  PREVIOUS_DEGREE,
  ROLE_TYPE_WEIGHTS,
  STREAM_ROLE_TYPES,
  type ScaleCatalogue,
} from './catalogue';
import type { Loader, Row } from './loader';
import type { Rng } from './prng';
import * as V from './vocabulary';

/** Every generated account's email ends with this; it is how --reset finds what the generator made. */
export const SCALE_EMAIL_DOMAIN = 'scale.example';
/** Generated organisations' websites live under this domain (the marker --reset uses for them). */
export const SCALE_ORG_WEB_DOMAIN = 'scale.example';

const DAY = 86_400_000;

/** What a run creates. */
export interface ScaleOptions {
  students: number;
  jobs: number;
  /** Organisations in total, catalogue ones included. */
  orgs: number;
  /** Average applications per student (each one to a job the student is eligible for). */
  applicationsPerStudent: number;
  seed: number;
  /** Dates are spread back from the start of this day (UTC), so lists always have open jobs. */
  today: Date;
  /** Students generated (and written) per batch. */
  batchSize: number;
}

export type Counts = Record<string, number>;

/** Shared state between the phases: the catalogue and what earlier phases created. */
export interface ScaleContext {
  loader: Loader;
  rng: Rng;
  opts: ScaleOptions;
  cat: ScaleCatalogue;
  counts: Counts;
  progress: (message: string) => void;
  orgs: { id: number; type: 'COMPANY' | 'INSTITUTION'; name: string; cityId: number | null }[];
  /** Organisation id -> the generated COMPANY / INSTITUTION profile that posts for it. */
  orgProfile: Map<number, number>;
  jobs: GeneratedJob[];
  /** Applications with a larger id were made by this run (their logs are derived from them). */
  firstApplicationId: number;
}

export interface GeneratedJob {
  id: number;
  roleType: string;
  open: boolean;
  publishedAt: number;
  applyBy: number;
  criteria: JobCriteria;
  degreeIds: Set<number>;
  specIds: Set<number>;
}

const pad = (n: number, width = 6) => String(n).padStart(width, '0');
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;
const add = (counts: Counts, table: string, n: number) => {
  counts[table] = (counts[table] ?? 0) + n;
};

async function write(ctx: ScaleContext, table: string, columns: readonly string[], rows: Iterable<Row>) {
  const n = await ctx.loader.write(table, columns, rows);
  add(ctx.counts, table, n);
  return n;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

// ---------------------------------------------------------------------------------------------
// Organisations: the catalogue's, plus generated companies and institutions up to `opts.orgs`.
// ---------------------------------------------------------------------------------------------

export async function generateOrgs(ctx: ScaleContext): Promise<void> {
  const rng = ctx.rng.fork('orgs');
  const existing = ctx.cat.orgs;
  const missing = Math.max(0, ctx.opts.orgs - existing.length);
  // About two companies for every institution, as in the catalogue's mix of recruiters and colleges.
  const companies = Math.round(missing * 0.65);
  const taken = new Set(existing.map((o) => `${o.type}:${o.name.toLowerCase()}`));
  const rows: Row[] = [];
  const now = new Date(ctx.opts.today.getTime() - 200 * DAY);
  for (let i = 0; i < missing; i++) {
    const type = i < companies ? 'COMPANY' : 'INSTITUTION';
    const city = rng.pick(ctx.cat.cities);
    let name = '';
    for (let attempt = 0; attempt < 50 && (!name || taken.has(`${type}:${name.toLowerCase()}`)); attempt++) {
      name =
        type === 'COMPANY'
          ? `${rng.pick(V.COMPANY_WORDS)} ${rng.pick(V.COMPANY_FIELDS)} ${rng.pick(V.COMPANY_SUFFIXES)}`
          : `${rng.pick(V.INSTITUTE_NAMES)} ${rng.pick(V.INSTITUTE_KINDS)}, ${city.name}`;
      if (attempt > 20) name = `${name} ${i}`;
    }
    taken.add(`${type}:${name.toLowerCase()}`);
    const short = type === 'COMPANY' ? name.split(' ')[0]! : null;
    rows.push([
      rng.uuid(),
      name,
      short,
      type,
      city.id,
      city.stateId,
      `https://${slug(name)}.${SCALE_ORG_WEB_DOMAIN}`,
      now,
      now,
    ]);
  }
  await write(
    ctx,
    'orgs',
    ['uuid', 'full_name', 'short_name', 'org_type', 'city_id', 'state_id', 'website', 'inserted_at', 'updated_at'],
    rows,
  );
  const all = await ctx.loader.query<{
    id: number;
    org_type: 'COMPANY' | 'INSTITUTION';
    full_name: string;
    city_id: number | null;
  }>('select id, org_type, full_name, city_id from orgs where active order by id');
  ctx.orgs = all.map((o) => ({ id: o.id, type: o.org_type, name: o.full_name, cityId: o.city_id }));
}

// ---------------------------------------------------------------------------------------------
// People: users and profiles share one shape of insert.
// ---------------------------------------------------------------------------------------------

interface Person {
  userId: string;
  email: string;
  first: string;
  last: string;
  at: Date;
}

function person(rng: Rng, email: string, at: Date): Person {
  return { userId: rng.uuid(), email, first: rng.pick(V.FIRST_NAMES), last: rng.pick(V.LAST_NAMES), at };
}

async function writeUsers(ctx: ScaleContext, people: Person[]) {
  await write(
    ctx,
    'users',
    ['id', 'name', 'email', 'email_verified', 'created_at', 'updated_at'],
    people.map((p) => [p.userId, `${p.first} ${p.last}`, p.email, true, p.at, p.at]),
  );
}

async function profileIds(ctx: ScaleContext, people: Person[]): Promise<Map<string, number>> {
  const rows = await ctx.loader.query<{ id: number; user_id: string }>(
    'select id, user_id from profiles where user_id = any($1::text[])',
    [people.map((p) => p.userId)],
  );
  return new Map(rows.map((r) => [r.user_id, r.id]));
}

/** One approved COMPANY or INSTITUTION profile per organisation: the account that posts its jobs. */
export async function generateOrgProfiles(ctx: ScaleContext): Promise<void> {
  const rng = ctx.rng.fork('org-profiles');
  const people = ctx.orgs.map((o, i) =>
    person(rng, `o${pad(i + 1)}@${SCALE_EMAIL_DOMAIN}`, new Date(ctx.opts.today.getTime() - 180 * DAY)),
  );
  await writeUsers(ctx, people);
  await write(
    ctx,
    'profiles',
    [
      'uuid',
      'user_id',
      'profile_type',
      'first_name',
      'last_name',
      'full_name',
      'email',
      'active',
      'terms_nd_cond',
      'terms_accepted_at',
      'my_org_id',
      'designation_id',
      'city_id',
      'inserted_at',
      'updated_at',
    ],
    ctx.orgs.map((o, i) => {
      const p = people[i]!;
      return [
        rng.uuid(),
        p.userId,
        o.type,
        p.first,
        p.last,
        o.name,
        p.email,
        true,
        true,
        p.at,
        o.id,
        rng.pick(ctx.cat.designations),
        o.cityId,
        p.at,
        p.at,
      ];
    }),
  );
  const ids = await profileIds(ctx, people);
  ctx.orgs.forEach((o, i) => ctx.orgProfile.set(o.id, ids.get(people[i]!.userId)!));
}

// ---------------------------------------------------------------------------------------------
// Jobs and internships.
// ---------------------------------------------------------------------------------------------

function fill(template: string, words: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => words[k] ?? '');
}

export async function generateJobs(ctx: ScaleContext): Promise<void> {
  const rng = ctx.rng.fork('jobs');
  const { cat, opts } = ctx;
  const today = opts.today.getTime();
  const thisYear = opts.today.getUTCFullYear();
  const rolesByType = new Map<string, ScaleCatalogue['jobRoles']>();
  for (const r of cat.jobRoles) rolesByType.set(r.type, [...(rolesByType.get(r.type) ?? []), r]);
  const roleTypes = ROLE_TYPE_WEIGHTS.filter(([t]) => rolesByType.has(t));
  const degreeByName = new Map(cat.degrees.map((d) => [d.name, d]));
  const streamsOfType = (type: string) =>
    Object.keys(STREAM_ROLE_TYPES).filter((s) => STREAM_ROLE_TYPES[s]!.includes(type));
  // Posting organisations: mostly companies, some institutions; a few big recruiters post most.
  const companies = rng.sample(
    ctx.orgs.filter((o) => o.type === 'COMPANY'),
    Number.MAX_SAFE_INTEGER,
  );
  const institutes = rng.sample(
    ctx.orgs.filter((o) => o.type === 'INSTITUTION'),
    Number.MAX_SAFE_INTEGER,
  );

  const rows: Row[] = [];
  const meta: (Omit<GeneratedJob, 'id'> & { uuid: string })[] = [];
  for (let i = 0; i < opts.jobs; i++) {
    const org =
      rng.chance(0.9) || institutes.length === 0
        ? companies[rng.skewed(companies.length, 0.9)]!
        : institutes[rng.skewed(institutes.length, 0.9)]!;
    const roleType = rng.weighted(roleTypes);
    const role = rng.pick(rolesByType.get(roleType)!);
    const type = rng.weighted([
      ['Job_Fulltime', 45],
      ['Job_Parttime', 10],
      ['Internship', 45],
    ] as const);
    const title = (
      type === 'Internship'
        ? `${role.name}${rng.pick(V.TITLE_SUFFIXES_INTERN)}`
        : `${rng.pick(V.TITLE_PREFIXES_JOB)}${role.name}${rng.pick(V.TITLE_SUFFIXES_JOB)}`
    ).slice(0, 150);
    const city = rng.pick(cat.cities);
    const isRemote = rng.chance(0.1);
    const skillIds = rng.sample(role.skillIds, rng.int(3, 6));
    const skillNames = skillIds.map((id) => cat.skills.get(id) ?? 'teamwork');
    const words = {
      domain: rng.pick(V.DOMAINS),
      city: city.name,
      skill1: skillNames[0] ?? 'Excel',
      skill2: skillNames[1] ?? skillNames[0] ?? 'communication',
    };
    const description = [
      `${fill(rng.pick(V.OPENERS), words)} ${fill(rng.pick(V.DUTIES), words)}.`,
      role.description,
      `You will ${fill(rng.pick(V.DUTIES), words)} and ${fill(rng.pick(V.DUTIES), words)}.`,
      `Skills we look for: ${skillNames.join(', ')}.`,
      rng.pick(V.CLOSERS),
    ].join(' ');
    const streams = streamsOfType(roleType);
    const degreeIds = rng.chance(0.5)
      ? rng
          .sample(
            Object.keys(DEGREE_STREAMS).filter((d) => DEGREE_STREAMS[d]!.some((s) => streams.includes(s))),
            rng.int(2, 6),
          )
          .map((n) => degreeByName.get(n)?.id)
          .filter((id): id is number => id !== undefined)
      : [];
    const specIds = rng.chance(0.2)
      ? rng
          .sample(
            cat.specializations.filter((s) => streams.includes(s.stream)),
            rng.int(2, 6),
          )
          .map((s) => s.id)
      : [];
    const minCgpa = rng.chance(0.45) ? rng.pick([6, 6.5, 7, 7.5, 8]) : null;
    const minPct = minCgpa === null && rng.chance(0.15) ? rng.pick([55, 60, 65, 70]) : null;
    const maxBacklogs = rng.chance(0.35) ? rng.int(0, 2) : null;
    const gradYear = rng.int(thisYear, thisYear + 1);
    const gradYears = rng.chance(0.35) ? (rng.chance(0.5) ? [gradYear] : [gradYear, gradYear + 1]) : [];
    const status = rng.weighted([
      ['published', 85],
      ['closed', 8],
      ['draft', 7],
    ] as const);
    // Published over the last 120 days; most still take applications for a few weeks.
    const publishedAt = today - rng.int(0, 120 * 24 * 60) * 60_000;
    const applyBy = Math.floor(publishedAt / DAY) * DAY + rng.int(14, 150) * DAY;
    const insertedAt =
      status === 'draft' ? today - rng.int(0, 60 * 24) * 60_000 : publishedAt - rng.int(0, 3 * 24 * 60) * 60_000;
    const closedAt = status === 'closed' ? Math.min(today, publishedAt + rng.int(5, 60) * DAY) : null;
    const lpa = rng.int(25, 120) / 10;
    const uuid = rng.uuid();
    rows.push([
      uuid,
      org.id,
      ctx.orgProfile.get(org.id)!,
      type,
      title,
      description,
      `${city.name}, ${city.state}`,
      isRemote,
      skillIds,
      rng.chance(0.3)
        ? [role.id, rng.pick(rolesByType.get(roleType)!).id].filter((v, k, a) => a.indexOf(v) === k)
        : [role.id],
      degreeIds,
      specIds,
      minCgpa === null ? null : minCgpa.toFixed(2),
      minPct === null ? null : minPct.toFixed(2),
      maxBacklogs,
      gradYears,
      type === 'Internship' ? null : Math.round(lpa * 100_000) * 100,
      type === 'Internship' ? null : Math.round((lpa + rng.int(5, 40) / 10) * 100_000) * 100,
      type === 'Internship' ? rng.int(5, 40) * 1000 * 100 : null,
      rng.weighted([
        [1, 30],
        [rng.int(2, 10), 50],
        [rng.int(11, 100), 20],
      ] as const),
      isoDate(applyBy),
      type === 'Internship' ? rng.int(1, 6) : null,
      status,
      status === 'draft' ? null : new Date(publishedAt),
      closedAt === null ? null : new Date(closedAt),
      new Date(insertedAt),
      new Date(closedAt ?? Math.max(insertedAt, status === 'draft' ? insertedAt : publishedAt)),
    ]);
    const named = (ids: number[], list: { id: number; name: string }[]) =>
      ids.map((id) => ({ id, name: list.find((x) => x.id === id)?.name ?? '' }));
    meta.push({
      uuid,
      roleType,
      open: status === 'published' && applyBy >= today,
      publishedAt: status === 'draft' ? -1 : publishedAt,
      applyBy: Math.min(closedAt ?? Infinity, applyBy + DAY - 1),
      criteria: {
        degrees: named(degreeIds, cat.degrees),
        specializations: named(specIds, cat.specializations),
        min_cgpa: minCgpa,
        min_percentage: minPct,
        max_backlogs: maxBacklogs,
        graduation_years: gradYears,
      },
      degreeIds: new Set(degreeIds),
      specIds: new Set(specIds),
    });
  }
  await write(
    ctx,
    'jobs',
    [
      'uuid',
      'org_id',
      'created_by_profile_id',
      'type',
      'title',
      'description',
      'location',
      'is_remote',
      'skill_ids',
      'job_role_ids',
      'degree_ids',
      'specialization_ids',
      'min_cgpa',
      'min_percentage',
      'max_backlogs',
      'graduation_years',
      'salary_min',
      'salary_max',
      'stipend',
      'open_positions',
      'apply_by',
      'duration_months',
      'status',
      'published_at',
      'closed_at',
      'inserted_at',
      'updated_at',
    ],
    rows,
  );
  const ids = new Map<string, number>();
  for (let i = 0; i < meta.length; i += 10_000) {
    const found = await ctx.loader.query<{ id: number; uuid: string }>(
      'select id, uuid::text as uuid from jobs where uuid = any($1::uuid[])',
      [meta.slice(i, i + 10_000).map((m) => m.uuid)],
    );
    for (const r of found) ids.set(r.uuid, r.id);
  }
  ctx.jobs = meta.map(({ uuid, ...m }) => ({ ...m, id: ids.get(uuid)! }));
}

// ---------------------------------------------------------------------------------------------
// Students, their portfolios and their applications, a batch at a time.
// ---------------------------------------------------------------------------------------------

interface Student {
  person: Person;
  profileId: number;
  org: { id: number; name: string };
  degree: { id: number; name: string; level: string };
  spec: { id: number; name: string; stream: string };
  gradYear: number;
  cityId: number;
  stateId: number;
  format: 'GPA' | 'Numeric';
  score: number;
  backlogs: number;
  roleTypes: string[];
  roles: ScaleCatalogue['jobRoles'];
  joinedAt: number;
}

const ENTRY_COLUMNS = [
  'uuid',
  'profile_id',
  'status',
  'desc',
  'skill_ids',
  'job_role_ids',
  'life_skill_ids',
  'points',
  'inserted_at',
  'updated_at',
] as const;

/** The shared columns of a portfolio entry, points from the shared points rules. */
function entry(
  rng: Rng,
  s: Student,
  card: CardType,
  status: string,
  duration: number | null,
  skillPool: number[],
  at: number,
  desc = '',
): Row {
  const points = entryPoints({ card, status, duration }).points;
  const role = rng.pick(s.roles);
  return [
    rng.uuid(),
    s.profileId,
    status,
    desc,
    rng.sample(skillPool.length ? skillPool : role.skillIds, rng.int(1, 4)),
    rng.chance(0.6) ? [role.id] : [],
    rng.chance(0.4) ? rng.sample(role.lifeSkillIds, rng.int(1, 2)) : [],
    points,
    new Date(at),
    new Date(at),
  ];
}

/** A count with the given mean: the integer part plus one more with the fractional probability. */
const around = (rng: Rng, mean: number, spread: number) => {
  const x = Math.max(0, mean + (rng.next() * 2 - 1) * spread);
  return Math.floor(x) + (rng.chance(x - Math.floor(x)) ? 1 : 0);
};

export async function generateStudents(ctx: ScaleContext): Promise<void> {
  const { opts, cat } = ctx;
  const today = opts.today.getTime();
  const thisYear = opts.today.getUTCFullYear();
  const institutes = ctx.orgs.filter((o) => o.type === 'INSTITUTION');
  const degreeByName = new Map(cat.degrees.map((d) => [d.name, d]));
  const degreeWeights = DEGREE_WEIGHTS.filter(([n]) => degreeByName.has(n));
  const specsByStream = new Map<string, ScaleCatalogue['specializations']>();
  for (const s of cat.specializations) specsByStream.set(s.stream, [...(specsByStream.get(s.stream) ?? []), s]);
  const rolesByType = new Map<string, ScaleCatalogue['jobRoles']>();
  for (const r of cat.jobRoles) rolesByType.set(r.type, [...(rolesByType.get(r.type) ?? []), r]);
  const citiesById = new Map(cat.cities.map((c) => [c.id, c]));

  // Jobs a student may apply to: published or closed ones, by career-path type, plus a popularity order.
  const appliable = ctx.jobs.filter((j) => j.publishedAt >= 0);
  const byType = new Map<string, GeneratedJob[]>();
  for (const j of appliable) byType.set(j.roleType, [...(byType.get(j.roleType) ?? []), j]);
  const popular = ctx.rng.fork('popularity').sample(appliable, Number.MAX_SAFE_INTEGER);
  const [last] = await ctx.loader.query<{ n: number | string }>(
    'select coalesce(max(id), 0) as n from job_applications',
  );
  ctx.firstApplicationId = Number(last?.n ?? 0);

  for (let start = 0; start < opts.students; start += opts.batchSize) {
    const end = Math.min(opts.students, start + opts.batchSize);
    // Each batch has its own generator, so a batch's rows do not depend on the batch size.
    const students: Student[] = [];
    for (let i = start; i < end; i++) {
      const rng = ctx.rng.fork(`student-${i}`);
      const degree = degreeByName.get(rng.weighted(degreeWeights))!;
      const stream = rng.pick(DEGREE_STREAMS[degree.name] ?? ['Engineering']);
      const spec = rng.pick(specsByStream.get(stream) ?? cat.specializations);
      const org = institutes[rng.skewed(institutes.length, 0.7)]!;
      const city = (org.cityId && citiesById.get(org.cityId)) || rng.pick(cat.cities);
      const roleTypes = (STREAM_ROLE_TYPES[stream] ?? ['Technology']).filter((t) => rolesByType.has(t));
      const roles = rng.sample(
        roleTypes.flatMap((t) => rolesByType.get(t)!),
        rng.int(1, 3),
      );
      const format = rng.chance(0.8) ? 'GPA' : 'Numeric';
      students.push({
        person: person(rng, `s${pad(i + 1)}@${SCALE_EMAIL_DOMAIN}`, new Date(today - rng.int(30, 400) * DAY)),
        profileId: 0,
        org,
        degree,
        spec,
        gradYear: rng.int(thisYear - 1, thisYear + 3),
        cityId: city.id,
        stateId: city.stateId,
        format,
        score: format === 'GPA' ? round(5.5 + rng.next() * 4.3, 2) : round(55 + rng.next() * 40, 2),
        backlogs: rng.chance(0.8) ? 0 : rng.int(1, 4),
        roleTypes,
        roles,
        joinedAt: 0,
      });
      students[students.length - 1]!.joinedAt = students[students.length - 1]!.person.at.getTime();
    }

    await writeUsers(
      ctx,
      students.map((s) => s.person),
    );
    await write(
      ctx,
      'profiles',
      [
        'uuid',
        'user_id',
        'profile_type',
        'first_name',
        'last_name',
        'full_name',
        'email',
        'country_code',
        'phone',
        'active',
        'terms_nd_cond',
        'terms_accepted_at',
        'my_org_id',
        'degree_id',
        'specialization_id',
        'state_id',
        'city_id',
        'graduation_year',
        'inserted_at',
        'updated_at',
      ],
      students.map((s, k) => {
        const p = s.person;
        return [
          ctx.rng.fork(`profile-${start + k}`).uuid(),
          p.userId,
          'STUDENT',
          p.first,
          p.last,
          `${p.first} ${p.last}`,
          p.email,
          '+91',
          `70${pad(start + k + 1, 8)}`,
          true,
          true,
          p.at,
          s.org.id,
          s.degree.id,
          s.spec.id,
          s.stateId,
          s.cityId,
          s.gradYear,
          p.at,
          p.at,
        ];
      }),
    );
    const ids = await profileIds(
      ctx,
      students.map((s) => s.person),
    );
    for (const s of students) s.profileId = ids.get(s.person.userId)!;

    await writePortfolios(ctx, students, start);
    await writeApplications(ctx, students, start, { byType, popular });
    ctx.progress(`students ${end.toLocaleString('en-IN')} of ${opts.students.toLocaleString('en-IN')}`);
  }
}

async function writePortfolios(ctx: ScaleContext, students: Student[], start: number) {
  const today = ctx.opts.today.getTime();
  const portfolios: Row[] = [];
  const roles: Row[] = [];
  const topics: Row[] = [];
  const educations: Row[] = [];
  const pendingSubjects: { educationUuid: string; rows: Row[] }[] = [];
  const courses: Row[] = [];
  const projects: Row[] = [];
  const internships: Row[] = [];
  const readings: Row[] = [];
  const clubs: Row[] = [];
  const events: Row[] = [];
  const degreeByName = new Map(ctx.cat.degrees.map((d) => [d.name, d]));

  students.forEach((s, k) => {
    const rng = ctx.rng.fork(`portfolio-${start + k}`);
    const at = s.joinedAt;
    const when = (minDays: number, maxDays: number) => today - rng.int(minDays, maxDays) * DAY;
    const skillPool = [...new Set(s.roles.flatMap((r) => r.skillIds))];
    portfolios.push([rng.uuid(), s.profileId, rng.chance(0.9), new Date(at), new Date(at)]);
    for (const r of s.roles) roles.push([s.profileId, r.id, new Date(at)]);
    for (const skill of rng.sample(skillPool, rng.int(3, 8))) topics.push([s.profileId, skill, new Date(at)]);

    // The current degree: tenure from admission to graduation; subjects of the semesters done so far.
    const years =
      s.degree.level === 'PG'
        ? 2
        : s.degree.name === 'B.Arch'
          ? 5
          : 4 - (['B.Sc', 'B.Com', 'BBA', 'B.A.', 'BCA'].includes(s.degree.name) ? 1 : 0);
    const finish = Date.UTC(s.gradYear, 4, 31);
    const begin = Date.UTC(s.gradYear - years, 6, 15);
    const eduRow = (
      degreeName: string,
      specName: string,
      from: number,
      to: number,
      latest: boolean,
      format: 'GPA' | 'Numeric',
      score: number,
      backlogs: number,
    ): Row => [
      ...entry(rng, s, 'education', 'complete', null, skillPool, at),
      s.org.id,
      s.org.name,
      degreeName,
      specName,
      format,
      score.toFixed(2),
      backlogs > 0,
      backlogs,
      rng.chance(0.1) && !latest,
      isoDate(from),
      isoDate(to),
      latest,
    ];
    const current = eduRow(s.degree.name, s.spec.name, begin, finish, true, s.format, s.score, s.backlogs);
    educations.push(current);
    const previous = PREVIOUS_DEGREE[s.degree.name];
    if (previous && degreeByName.has(previous)) {
      educations.push(
        eduRow(
          previous,
          s.spec.name,
          Date.UTC(s.gradYear - years - 3, 6, 15),
          Date.UTC(s.gradYear - years, 4, 31),
          false,
          'GPA',
          round(6 + rng.next() * 3.5, 2),
          0,
        ),
      );
    }
    const semestersDone = Math.max(1, Math.min(years * 2, Math.floor((Math.min(today, finish) - begin) / (182 * DAY))));
    const subjectNames = V.SUBJECTS_BY_STREAM[s.spec.stream] ?? V.SUBJECTS_BY_STREAM.default!;
    const subjects: Row[] = [];
    for (const name of rng.sample(subjectNames, Math.min(subjectNames.length, around(rng, 5.5, 2.5)))) {
      const semester = rng.int(1, semestersDone);
      const date = Math.min(today - DAY, begin + semester * 182 * DAY - 20 * DAY);
      const score = s.format === 'GPA' ? round(5 + rng.next() * 5, 1) : round(50 + rng.next() * 48, 1);
      subjects.push([
        ...entry(rng, s, 'semester', 'complete', null, skillPool, at),
        name,
        semester,
        isoDate(date),
        score.toFixed(2),
        rng.chance(0.75) ? 'Theory' : 'Lab',
      ]);
    }
    pendingSubjects.push({ educationUuid: current[0] as string, rows: subjects });

    // Courses (online or offline) and industry certifications.
    for (const [title, source] of rng.sample(V.COURSES, around(rng, 1.8, 1.5))) {
      const ongoing = rng.chance(0.2);
      const date = ongoing ? today + rng.int(10, 120) * DAY : when(20, 700);
      const hours = rng.int(6, 60);
      courses.push([
        ...entry(rng, s, 'courses', ongoing ? 'ongoing' : 'complete', hours, skillPool, at),
        'course',
        title,
        rng.pick(['Online course', 'Offline course']),
        null,
        source,
        null,
        isoDate(date),
        hours,
      ]);
    }
    for (const [title, source] of rng.sample(V.CERTIFICATIONS, around(rng, 0.7, 0.7))) {
      courses.push([
        ...entry(rng, s, 'certification', 'complete', null, skillPool, at),
        'certificate',
        title,
        'Industry Certification',
        'Online course',
        source,
        `https://certificates.${SCALE_ORG_WEB_DOMAIN}/${slug(title)}/${s.profileId}`,
        isoDate(when(20, 700)),
        null,
      ]);
    }
    // Projects.
    for (const title of rng.sample(V.PROJECT_TITLES, around(rng, 1.8, 1.5))) {
      const enrolled = rng.chance(0.25);
      const weeks = rng.int(2, 16);
      projects.push([
        ...entry(
          rng,
          s,
          'projects',
          enrolled ? 'Enrolled' : 'complete',
          weeks,
          skillPool,
          at,
          rng.chance(0.3)
            ? `Built ${title.toLowerCase()} with a team of ${rng.int(2, 5)}; shared the code and a short demo.`
            : '',
        ),
        title,
        isoDate(enrolled ? today + rng.int(7, 90) * DAY : when(15, 900)),
        weeks,
        rng.pick(V.PROJECT_SOURCES),
      ]);
    }
    // Internships, and a job for a few.
    for (const title of rng.sample(V.INTERNSHIP_TITLES, around(rng, 1, 0.8))) {
      const ongoing = rng.chance(0.2);
      const startMs = ongoing ? when(10, 80) : when(120, 800);
      const weeks = rng.int(4, 24);
      const host = rng.pick(ctx.orgs).name;
      internships.push([
        ...entry(rng, s, 'internships', ongoing ? 'ongoing' : 'complete', weeks, skillPool, at),
        'Internship',
        title,
        host,
        isoDate(startMs),
        ongoing ? null : isoDate(Math.min(today - DAY, startMs + weeks * 7 * DAY)),
        weeks,
      ]);
    }
    if (rng.chance(0.15)) {
      const months = rng.int(3, 24);
      const startMs = when(months * 30 + 30, months * 30 + 400);
      internships.push([
        ...entry(rng, s, 'jobs', 'complete', months, skillPool, at),
        rng.chance(0.8) ? 'Job_Fulltime' : 'Job_Parttime',
        rng.pick(s.roles).name,
        rng.pick(ctx.orgs).name,
        isoDate(startMs),
        isoDate(startMs + months * 30 * DAY),
        months,
      ]);
    }
    // Books, articles, clubs and events.
    for (const [title, author] of rng.sample(V.BOOKS, around(rng, 0.8, 0.8))) {
      const ongoing = rng.chance(0.2);
      readings.push([
        ...entry(rng, s, 'books', ongoing ? 'ongoing' : 'complete', null, skillPool, at),
        'book',
        title,
        author,
        isoDate(ongoing ? today + rng.int(5, 60) * DAY : when(10, 600)),
        null,
        null,
        null,
      ]);
    }
    for (const [title, author] of rng.sample(V.ARTICLES, around(rng, 0.4, 0.4))) {
      readings.push([
        ...entry(rng, s, 'articles', 'complete', null, skillPool, at),
        'article',
        title,
        author,
        isoDate(when(5, 400)),
        null,
        'Technical',
        `https://articles.${SCALE_ORG_WEB_DOMAIN}/${slug(title)}`,
      ]);
    }
    for (const title of rng.sample(V.CLUBS, around(rng, 0.6, 0.6))) {
      clubs.push([
        ...entry(rng, s, 'clubs', 'complete', null, skillPool, at),
        title,
        rng.chance(0.7) ? 'Educational' : 'Non Educational',
        rng.chance(0.8) ? 'Member' : 'Board Member',
        isoDate(when(60, 1000)),
        s.org.name,
      ]);
    }
    for (const title of rng.sample(V.EVENTS, around(rng, 1, 1))) {
      const hours = rng.int(2, 36);
      events.push([
        ...entry(rng, s, 'events', 'complete', hours, skillPool, at),
        title,
        rng.weighted([
          ['Participate', 7],
          ['Organize', 2],
          ['Deliver', 1],
        ] as const),
        isoDate(when(10, 900)),
        hours,
        s.org.name,
      ]);
    }
  });

  await write(ctx, 'portfolios', ['uuid', 'profile_id', 'is_public', 'inserted_at', 'updated_at'], portfolios);
  await write(ctx, 'portfolio_job_roles', ['profile_id', 'job_role_id', 'inserted_at'], roles);
  await write(ctx, 'profile_topic_interests', ['profile_id', 'skill_id', 'inserted_at'], topics);
  await write(
    ctx,
    'educations',
    [
      ...ENTRY_COLUMNS,
      'my_org_id',
      'institute',
      'degree',
      'specialization',
      'format',
      'score',
      'backlogs_status',
      'backlogs',
      'placed',
      'tenure_start',
      'tenure_finish',
      'latest_edu',
    ],
    educations,
  );
  const eduIds = new Map(
    (
      await ctx.loader.query<{ id: number; uuid: string }>(
        'select id, uuid::text as uuid from educations where uuid = any($1::uuid[])',
        [pendingSubjects.map((p) => p.educationUuid)],
      )
    ).map((r) => [r.uuid, r.id]),
  );
  await write(
    ctx,
    'subjects',
    [...ENTRY_COLUMNS, 'education_id', 'name', 'semester_number', 'date', 'score', 'type'],
    pendingSubjects.flatMap((p) =>
      p.rows.map((r) => [
        ...r.slice(0, ENTRY_COLUMNS.length),
        eduIds.get(p.educationUuid)!,
        ...r.slice(ENTRY_COLUMNS.length),
      ]),
    ),
  );
  await write(
    ctx,
    'external_courses',
    [...ENTRY_COLUMNS, 'kind', 'title', 'type', 'role', 'source', 'certificate', 'date', 'duration'],
    courses,
  );
  await write(ctx, 'external_projects', [...ENTRY_COLUMNS, 'title', 'date', 'duration', 'source'], projects);
  await write(
    ctx,
    'internships',
    [...ENTRY_COLUMNS, 'type', 'title', 'host', 'startdate', 'finishdate', 'duration'],
    internships,
  );
  await write(ctx, 'readings', [...ENTRY_COLUMNS, 'kind', 'title', 'author', 'date', 'isbn', 'type', 'url'], readings);
  await write(ctx, 'social_clubs', [...ENTRY_COLUMNS, 'title', 'type', 'role', 'date', 'source'], clubs);
  await write(ctx, 'external_events', [...ENTRY_COLUMNS, 'title', 'role', 'date', 'duration', 'source'], events);
}

/** Cheap test of the criteria before the real eligibility rules confirm a pick. */
function looksEligible(job: GeneratedJob, s: Student): boolean {
  const c = job.criteria;
  if (job.degreeIds.size > 0 && !job.degreeIds.has(s.degree.id)) return false;
  if (job.specIds.size > 0 && !job.specIds.has(s.spec.id)) return false;
  if (c.graduation_years.length > 0 && !c.graduation_years.includes(s.gradYear)) return false;
  if (c.max_backlogs !== null && s.backlogs > c.max_backlogs) return false;
  return true;
}

async function writeApplications(
  ctx: ScaleContext,
  students: Student[],
  start: number,
  pools: { byType: Map<string, GeneratedJob[]>; popular: GeneratedJob[] },
) {
  const today = ctx.opts.today.getTime();
  const rows: Row[] = [];
  students.forEach((s, k) => {
    const rng = ctx.rng.fork(`applications-${start + k}`);
    const record: StudentRecord = {
      degree: { id: s.degree.id, name: s.degree.name },
      specialization: { id: s.spec.id, name: s.spec.name },
      graduation_year: s.gradYear,
      education: { ...(s.format === 'GPA' ? { cgpa: s.score } : { percentage: s.score }), backlogs: s.backlogs },
    };
    const wanted = Math.min(
      pools.popular.length,
      around(rng, ctx.opts.applicationsPerStudent, ctx.opts.applicationsPerStudent),
    );
    const chosen = new Set<number>();
    for (let tries = 0; chosen.size < wanted && tries < wanted * 12; tries++) {
      // Mostly jobs in the student's fields; a quarter of picks follow popularity (a few jobs draw crowds).
      const own = pools.byType.get(rng.pick(s.roleTypes));
      const job =
        rng.chance(0.25) || !own?.length ? pools.popular[rng.skewed(pools.popular.length, 1)]! : rng.pick(own);
      if (chosen.has(job.id) || !looksEligible(job, s)) continue;
      // A student applies while the job takes applications, after joining.
      const from = Math.max(job.publishedAt, s.joinedAt);
      const to = Math.min(job.applyBy, today - 60_000);
      if (to <= from) continue;
      if (eligibility(job.criteria, record).percent !== 100) continue;
      chosen.add(job.id);
      const appliedAt = from + Math.floor(rng.next() * (to - from));
      const age = (today - appliedAt) / DAY;
      const status =
        age < 2
          ? rng.weighted([
              ['applied', 90],
              ['withdrawn', 2],
              ['shortlisted', 8],
            ] as const)
          : rng.weighted([
              ['applied', 45],
              ['shortlisted', 18],
              ['rejected', 20],
              ['selected', 7],
              ['withdrawn', 10],
            ] as const);
      const changedAt =
        status === 'applied'
          ? appliedAt
          : Math.min(today - 1000, appliedAt + rng.int(1, Math.max(1, Math.min(20, Math.floor(age)))) * DAY);
      rows.push([
        job.id,
        s.profileId,
        status,
        100,
        rng.chance(0.3)
          ? `I would like to work on ${rng.pick(V.DOMAINS)} problems and have done projects in this area.`
          : null,
        new Date(appliedAt),
        new Date(changedAt),
      ]);
    }
  });
  await write(
    ctx,
    'job_applications',
    ['job_id', 'profile_id', 'status', 'eligibility_percent', 'cover_note', 'inserted_at', 'updated_at'],
    rows,
  );
}

/**
 * The status history of every generated application, derived in the database from its status and
 * times: applied by the student; then shortlisted / rejected / selected by the organisation's profile
 * (selected and some rejected ones pass through shortlisted halfway), or withdrawn by the student.
 */
export async function generateApplicationLogs(ctx: ScaleContext): Promise<void> {
  const scope = `from job_applications a join jobs j on j.id = a.job_id
    join profiles p on p.id = a.profile_id and p.email like '%@${SCALE_EMAIL_DOMAIN}'
    where a.id > ${Number(ctx.firstApplicationId)}`;
  const half = `a.inserted_at + (a.updated_at - a.inserted_at) / 2`;
  const statements = [
    `insert into job_application_logs (application_id, from_status, to_status, actor_profile_id, at)
       select a.id, null, 'applied', a.profile_id, a.inserted_at ${scope}`,
    `insert into job_application_logs (application_id, from_status, to_status, actor_profile_id, note, at)
       select a.id, 'applied', 'shortlisted', j.created_by_profile_id, case when a.id % 3 = 0 then 'Cleared the online test' end,
         case when a.status = 'shortlisted' then a.updated_at else ${half} end
       ${scope} and (a.status in ('shortlisted', 'selected') or (a.status = 'rejected' and a.id % 4 = 0))`,
    `insert into job_application_logs (application_id, from_status, to_status, actor_profile_id, note, at)
       select a.id, case when a.status = 'withdrawn' or (a.status = 'rejected' and a.id % 4 <> 0) then 'applied' else 'shortlisted' end,
         a.status, case when a.status = 'withdrawn' then a.profile_id else j.created_by_profile_id end,
         case when a.status = 'selected' then 'Offer letter sent' when a.status = 'rejected' and a.id % 2 = 0 then 'Does not meet the role requirements' end,
         a.updated_at
       ${scope} and a.status in ('selected', 'rejected', 'withdrawn')`,
  ];
  for (const text of statements) {
    const [row] = await ctx.loader.query<{ n: string | number }>(
      `with added as (${text} returning 1) select count(*) as n from added`,
    );
    add(ctx.counts, 'job_application_logs', Number(row?.n ?? 0));
  }
}
