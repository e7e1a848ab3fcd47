/*
 * How long the portfolio PDF takes: builds a 100-entry portfolio in an in-memory PGlite (migrated,
 * catalogue seeded, entries saved through the entries service), then renders it 20 times after one
 * warm-up and prints min / median / p95 in milliseconds.
 *
 *   npm run bench:pdf            (or: cd apps/api && node --import tsx bench/portfolio-pdf.ts)
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { jobRoles, orgs, portfolioJobRoles, portfolios, profiles, users } from '../src/db/schema';
import { seedCatalogue } from '../src/seed/catalogue';
import { createEntriesRepo, specOf } from '../src/modules/portfolio/entries.repo';
import { createEntriesService } from '../src/modules/portfolio/entries.service';
import { createPdfRenderer } from '../src/modules/portfolio/portfolio.pdf';
import { createPortfolioService } from '../src/modules/portfolio/portfolio.service';
import type { ResourceName } from '../src/modules/portfolio/portfolio.resources';

const RUNS = 20;
const now = new Date();
const clock = () => now;
const day = (ago: number) => new Date(now.getTime() - ago * 86_400_000).toISOString().slice(0, 10);
const words =
  'Designed and built the feature end to end with the team, wrote tests, reviewed pull requests, measured the ' +
  'results against the goals set at the start and presented them to the mentors at the end of the term.';

const database = await openDatabase({ kind: 'pglite', client: await PGlite.create() });
await database.migrate();
await seedCatalogue(database.db);
const db = database.db;

const userId = randomUUID();
await db.insert(users).values({ id: userId, name: 'Kavya Reddy', email: 'kavya.bench@example.com' });
const [institute] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.org_type, 'INSTITUTION')).limit(1);
const [profile] = await db
  .insert(profiles)
  .values({
    user_id: userId,
    profile_type: 'STUDENT',
    first_name: 'Kavya',
    last_name: 'Reddy',
    full_name: 'Kavya Reddy',
    my_org_id: institute!.id,
    graduation_year: now.getFullYear() + 1,
  })
  .returning({ id: profiles.id });
const profileId = profile!.id;
const roles = await db
  .select({ id: jobRoles.id })
  .from(jobRoles)
  .where(inArray(jobRoles.name, ['Software Engineer', 'Data Scientist', 'Full Stack Developer']))
  .orderBy(asc(jobRoles.id));
await db.insert(portfolioJobRoles).values(roles.map((r) => ({ profile_id: profileId, job_role_id: r.id })));
const [portfolio] = await db.insert(portfolios).values({ profile_id: profileId }).returning({ id: portfolios.id });

const entries = createEntriesService({ db, clock });
const skills = ['Python', 'Java', 'SQL', 'React', 'Node.js', 'Machine Learning', 'Git', 'Docker', 'AWS', 'Pandas'];
const pick = (i: number) => [skills[i % skills.length]!, skills[(i + 3) % skills.length]!];
const common = (i: number) => ({ desc: `${words} (${i})`, skills: pick(i), job_roles: ['Software Engineer'] });
let count = 0;
const add = async (resource: ResourceName, body: Record<string, unknown>) => {
  count += 1;
  return entries.create(resource, profileId, body);
};

for (const [n, degree] of [
  [0, 'B.Tech'],
  [1, 'M.Tech'],
] as const) {
  const d = await add('educations', {
    education: {
      institute: 'Indian Institute of Technology Hyderabad',
      degree,
      specialization: 'Computer Science and Engineering',
      tenure: [day(2000 - n * 900), day(n === 0 ? 700 : -200)],
      format: 'GPA',
      score: 8.1 + n,
      backlogsStatus: 'no',
      placed: 'yes',
      latest_edu: n === 1,
    },
  });
  for (let i = 0; i < 8; i += 1) {
    const subject = {
      name: `Subject ${i + 1}`,
      semester_number: Math.floor(i / 2) + 1,
      type: i % 2 ? 'Lab' : 'Theory',
    };
    await add('subjects', {
      education_id: d.id,
      subject: {
        ...subject,
        date: day(1900 - n * 900 - i * 40),
        score: 8,
        skills: pick(i),
        job_roles: ['Software Engineer'],
      },
    });
  }
}
const plan: [number, (i: number) => [ResourceName, Record<string, unknown>]][] = [
  [
    8,
    (i) => [
      'internships',
      {
        internship: {
          ...common(i),
          type: 'Internship',
          title: `Intern ${i}`,
          host: 'Infosys',
          status: 'complete',
          startdate: day(900 - i * 60),
          finishdate: day(850 - i * 60),
        },
      },
    ],
  ],
  [
    4,
    (i) => [
      'internships',
      {
        internship: {
          ...common(i),
          type: 'Job_Fulltime',
          title: `Engineer ${i}`,
          host: 'Zoho',
          status: 'complete',
          startdate: day(1500 - i * 100),
          finishdate: day(1450 - i * 100),
        },
      },
    ],
  ],
  [
    12,
    (i) => [
      'external_projects',
      {
        external_project: {
          ...common(i),
          title: `Project ${i}`,
          status: 'complete',
          date: day(10 + i * 20),
          duration: 6,
          source: 'Self',
          life_skills: ['Teamwork'],
        },
      },
    ],
  ],
  [
    12,
    (i) => [
      'external_courses',
      {
        external_course: {
          ...common(i),
          title: `Course ${i}`,
          status: 'complete',
          date: day(15 + i * 20),
          duration: 30,
          type: 'Online course',
          source: 'NPTEL',
          certificate: 'https://nptel.ac.in/noc/cert/demo',
        },
      },
    ],
  ],
  [
    8,
    (i) => [
      'external_courses',
      {
        external_course: {
          ...common(i),
          type: 'Industry Certification',
          title: `Certification ${i}`,
          role: 'Online course',
          source: 'Google Cloud',
          date: day(20 + i * 30),
        },
      },
    ],
  ],
  [
    12,
    (i) => [
      'external_events',
      {
        external_event: {
          ...common(i),
          title: `Hackathon ${i}`,
          role: 'Participate',
          date: day(25 + i * 15),
          duration: 24,
          source: 'IEEE',
          life_skills: ['Problem Solving'],
        },
      },
    ],
  ],
  [
    6,
    (i) => [
      'social_clubs',
      {
        social_club: {
          ...common(i),
          title: `Club ${i}`,
          type: 'Educational',
          role: 'Member',
          date: day(400 + i * 30),
          source: 'IIT Hyderabad',
        },
      },
    ],
  ],
  [
    10,
    (i) => [
      'readings',
      {
        reading: {
          ...common(i),
          kind: 'book',
          title: `Book ${i}`,
          author: 'A. Author',
          status: 'complete',
          date: day(30 + i * 9),
        },
      },
    ],
  ],
  [
    10,
    (i) => [
      'articles',
      {
        reading: {
          ...common(i),
          kind: 'article',
          title: `Article ${i}`,
          author: 'B. Writer',
          type: 'Technical',
          url: 'https://example.com/a',
          isbn: '12345',
          date: day(35 + i * 9),
        },
      },
    ],
  ],
];
const repo = createEntriesRepo(db);
for (const [n, make] of plan) {
  for (let i = 0; i < n; i += 1) {
    const [resource, body] = make(i);
    const saved = await add(resource, body);
    if (i % 3 === 0 && resource === 'internships') {
      await repo.setVerified(
        specOf('internships'),
        profileId,
        saved.id,
        { name: 'Priya Nair', organisation: 'Infosys', at: now },
        db,
      );
    }
  }
}

const service = createPortfolioService({ db, clock, renderPdf: createPdfRenderer() });
const t0 = performance.now();
const whole = await service.own(profileId, portfolio!.id);
const readMs = performance.now() - t0;
const render = createPdfRenderer();
const first = await render(whole, now);
const times: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const start = performance.now();
  const used = process.cpuUsage();
  await render(whole, now);
  const spent = process.cpuUsage(used);
  times.push(performance.now() - start);
  cpu.push((spent.user + spent.system) / 1000);
}
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const at = (list: number[], q: number) => sorted(list)[Math.min(list.length - 1, Math.ceil(q * list.length) - 1)]!;
const pages = (first.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
const ms = (n: number) => `${n.toFixed(0)} ms`;
process.stdout.write(
  [
    `portfolio: ${count} entries, read in ${ms(readMs)}; PDF ${pages} pages, ${(first.length / 1024).toFixed(0)} KB`,
    `${RUNS} renders (after one warm-up): min ${ms(sorted(times)[0]!)}, median ${ms(at(times, 0.5))}, p95 ${ms(at(times, 0.95))}`,
    `CPU time per render: min ${ms(sorted(cpu)[0]!)}, median ${ms(at(cpu, 0.5))}, p95 ${ms(at(cpu, 0.95))}`,
    `node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`,
    '',
  ].join('\n'),
);
await database.close();
