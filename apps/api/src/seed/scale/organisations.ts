import { type Rng } from './prng';
import * as V from './vocabulary';
import {
  SCALE_EMAIL_DOMAIN,
  SCALE_ORG_WEB_DOMAIN,
  DAY,
  pad,
  slug,
  write,
  type Person,
  type ScaleContext,
} from './context';
import type { Row } from './loader';

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

export function person(rng: Rng, email: string, at: Date): Person {
  return { userId: rng.uuid(), email, first: rng.pick(V.FIRST_NAMES), last: rng.pick(V.LAST_NAMES), at };
}

export async function writeUsers(ctx: ScaleContext, people: Person[]) {
  await write(
    ctx,
    'users',
    ['id', 'name', 'email', 'email_verified', 'created_at', 'updated_at'],
    people.map((p) => [p.userId, `${p.first} ${p.last}`, p.email, true, p.at, p.at]),
  );
}

export async function profileIds(ctx: ScaleContext, people: Person[]): Promise<Map<string, number>> {
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
