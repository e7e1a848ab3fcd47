import { DEGREE_STREAMS, DEGREE_WEIGHTS, STREAM_ROLE_TYPES } from './catalogue';
import {
  DAY,
  groupBy,
  pad,
  round,
  SCALE_EMAIL_DOMAIN,
  write,
  type BellItems,
  type ScaleContext,
  type Student,
} from './context';
import { person, profileIds, writeUsers } from './organisations';
import { writePortfolios } from './portfolios';
import { writeApplications } from './applications';
import { activityPools, writeClubRequests, writeEnrolments } from './activities';
import { alertSources, writeNotifications } from './notifications';

// ---------------------------------------------------------------------------------------------
// Students, their portfolios, applications, registrations, clubs and notifications, a batch at a time.
// ---------------------------------------------------------------------------------------------

export async function generateStudents(ctx: ScaleContext): Promise<void> {
  const { opts, cat } = ctx;
  const today = opts.today.getTime();
  const thisYear = opts.today.getUTCFullYear();
  const institutes = ctx.orgs.filter((o) => o.type === 'INSTITUTION');
  const degreeByName = new Map(cat.degrees.map((d) => [d.name, d]));
  const degreeWeights = DEGREE_WEIGHTS.filter(([n]) => degreeByName.has(n));
  const specsByStream = groupBy(cat.specializations, (s) => s.stream);
  const rolesByType = groupBy(cat.jobRoles, (r) => r.type);
  const citiesById = new Map(cat.cities.map((c) => [c.id, c]));

  // Jobs a student may apply to: published or closed ones, by career-path type, plus a popularity order.
  const appliable = ctx.jobs.filter((j) => j.publishedAt >= 0);
  const byType = groupBy(appliable, (j) => j.roleType);
  const popular = ctx.rng.fork('popularity').sample(appliable, Number.MAX_SAFE_INTEGER);
  const alerts = alertSources(ctx);
  const activities = activityPools(ctx);

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
    // Bell notifications the batch's applications, registrations and club requests bring.
    const bell: BellItems = new Map();
    await writeApplications(ctx, students, start, { byType, popular }, bell);
    await writeEnrolments(ctx, students, start, activities, bell);
    await writeClubRequests(ctx, students, start, activities, bell);
    await writeNotifications(ctx, students, start, bell, alerts);
    ctx.progress(`students ${end.toLocaleString('en-IN')} of ${opts.students.toLocaleString('en-IN')}`);
  }
}
