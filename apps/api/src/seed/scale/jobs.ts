import { ROLE_TYPE_WEIGHTS, DEGREE_STREAMS, STREAM_ROLE_TYPES, type ScaleCatalogue } from './catalogue';
import { DAY, fill, isoDate, write, type GeneratedJob, type ScaleContext } from './context';
import type { Row } from './loader';
import * as V from './vocabulary';

// ---------------------------------------------------------------------------------------------
// Jobs and internships.
// ---------------------------------------------------------------------------------------------

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
    const jobRoleIds = rng.chance(0.3)
      ? [role.id, rng.pick(rolesByType.get(roleType)!).id].filter((v, k, a) => a.indexOf(v) === k)
      : [role.id];
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
      jobRoleIds,
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
      type,
      title,
      orgName: org.name,
      performer: ctx.orgProfile.get(org.id)!,
      roleType,
      skillIds,
      jobRoleIds,
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
