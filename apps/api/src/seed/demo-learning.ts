import { todayOf, type LearningProgram, type ProjectTaskBody } from '@lbd/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ObjectStorage } from '../lib/object-storage';
import {
  assignments,
  jobRoles,
  learningFiles,
  lifeSkills,
  myLearnings,
  profiles,
  projects,
  resourceGroups,
  resources,
  seedRuns,
  skills,
} from '../db/schema';
import {
  createContentService,
  createEnrolmentService,
  createFileLinks,
  createLearningFilesService,
  createRequestsService,
  createSubmissionsService,
  type LearningCaller,
} from '../modules/learning';
import type { Notifier } from '../modules/notifications/notifier';
import { createPaymentPages } from '../modules/payments';
import { CLASSMATES } from './demo-activities';
import { simplePdf } from './demo-pdf';

const DAY_MS = 86_400_000;
const EMAILS = {
  mentor: 'mentor@demo.learnbydoing.in',
  company: 'company@demo.learnbydoing.in',
  institution: 'institution@demo.learnbydoing.in',
  student: 'student@demo.learnbydoing.in',
} as const;
type Author = 'mentor' | 'company' | 'institution';

interface DemoResource {
  key: string;
  by: Author;
  title: string;
  kind: 'text' | 'link' | 'file';
  body?: string;
  url?: string;
  /** A file resource's file: a one-page PDF of these lines. */
  file?: { name: string; lines: string[] };
  duration: number;
  skills: string[];
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/* Resources the paths and projects are built from: short articles of our own and well-known references. */
const RESOURCES: DemoResource[] = [
  {
    key: 'sql-select',
    by: 'mentor',
    title: 'SELECT, WHERE and ORDER BY in ten minutes',
    kind: 'text',
    duration: 20,
    skills: ['SQL'],
    body: p(
      'Every question you ask a table starts with <strong>SELECT</strong>: the columns you want, <strong>FROM</strong> the table, <strong>WHERE</strong> the rows match, <strong>ORDER BY</strong> how to sort them.',
      'Try it on a sales table: <code>SELECT item, qty FROM sales WHERE qty &gt; 10 ORDER BY qty DESC;</code>',
    ),
  },
  {
    key: 'sql-group',
    by: 'mentor',
    title: 'GROUP BY: totals per day, per item, per store',
    kind: 'text',
    duration: 25,
    skills: ['SQL', 'Data Analysis'],
    body: p(
      'Totals, counts and averages per group come from <strong>GROUP BY</strong> with SUM, COUNT and AVG; <strong>HAVING</strong> filters the groups.',
      'Practice: the best-selling item of each week, and the days sales fell below ₹5,000.',
    ),
  },
  {
    key: 'sql-cheatsheet',
    by: 'mentor',
    title: 'SQL cheat sheet to keep beside you',
    kind: 'file',
    duration: 10,
    skills: ['SQL'],
    body: p('One page with the clauses you will use every day, in the order SQL runs them. Print it or keep it open.'),
    file: {
      name: 'SQL cheat sheet.pdf',
      lines: [
        'SELECT columns FROM table WHERE condition ORDER BY column DESC;',
        'SELECT item, SUM(qty) FROM sales GROUP BY item HAVING SUM(qty) > 100;',
        'SELECT s.item, p.price FROM sales s JOIN prices p ON p.item = s.item;',
        'COUNT(*) counts rows; COUNT(col) skips NULLs; AVG, MIN, MAX work per group.',
        'Order of evaluation: FROM, JOIN, WHERE, GROUP BY, HAVING, SELECT, ORDER BY, LIMIT.',
        'NULL is never equal to anything: write col IS NULL, not col = NULL.',
        'LIMIT 10 shows the first ten rows; add ORDER BY so you know which ten.',
      ],
    },
  },
  {
    key: 'sql-ref',
    by: 'mentor',
    title: 'W3Schools SQL tutorial',
    kind: 'link',
    url: 'https://www.w3schools.com/sql/',
    duration: 60,
    skills: ['SQL'],
  },
  {
    key: 'excel-clean',
    by: 'mentor',
    title: 'Cleaning a messy spreadsheet',
    kind: 'text',
    duration: 30,
    skills: ['Microsoft Excel', 'Data Cleaning'],
    body: p(
      'Before any chart: remove duplicate rows, make dates real dates, split “Qty (kg)” into a number and a unit, and write down every change you make.',
      'Keep the raw sheet untouched and clean a copy, so anyone can check your work.',
    ),
  },
  {
    key: 'charts',
    by: 'mentor',
    title: 'Choosing the right chart',
    kind: 'text',
    duration: 15,
    skills: ['Data Visualization'],
    body: p(
      'Trends over time: a line. Comparing items: bars, sorted. Parts of a whole: a stacked bar rather than a pie with ten slices.',
      'Every chart answers one question; put that question in its title.',
    ),
  },
  {
    key: 'python-tut',
    by: 'company',
    title: 'The official Python tutorial',
    kind: 'link',
    url: 'https://docs.python.org/3/tutorial/',
    duration: 180,
    skills: ['Python'],
  },
  {
    key: 'pandas-start',
    by: 'company',
    title: 'Getting started with pandas',
    kind: 'link',
    url: 'https://pandas.pydata.org/docs/getting_started/index.html',
    duration: 90,
    skills: ['Pandas', 'Python'],
  },
  {
    key: 'html-mdn',
    by: 'company',
    title: 'MDN: Learn web development',
    kind: 'link',
    url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development',
    duration: 240,
    skills: ['HTML', 'CSS', 'JavaScript'],
  },
  {
    key: 'forms',
    by: 'company',
    title: 'Forms that students can fill on a phone',
    kind: 'text',
    duration: 20,
    skills: ['HTML', 'Responsive Web Design'],
    body: p(
      'Label every input, use <code>type="email"</code> and <code>type="tel"</code> so phones show the right keyboard, and show errors next to the field that caused them.',
      'Test your form at 360 pixels wide before anyone else sees it.',
    ),
  },
  {
    key: 'git-book',
    by: 'mentor',
    title: 'Pro Git, chapters 1 to 3',
    kind: 'link',
    url: 'https://git-scm.com/book/en/v2',
    duration: 120,
    skills: ['Git'],
  },
  {
    key: 'git-daily',
    by: 'mentor',
    title: 'The five Git commands you use every day',
    kind: 'text',
    duration: 15,
    skills: ['Git', 'GitHub'],
    body: p(
      '<code>git status</code>, <code>git add</code>, <code>git commit -m</code>, <code>git pull</code>, <code>git push</code>. Commit small, write what changed and why.',
    ),
  },
  {
    key: 'arduino-guide',
    by: 'institution',
    title: 'Arduino: getting started',
    kind: 'link',
    url: 'https://docs.arduino.cc/learn/starting-guide/getting-started-arduino/',
    duration: 60,
    skills: ['Arduino', 'Embedded C'],
  },
  {
    key: 'sensors',
    by: 'institution',
    title: 'Reading a soil-moisture sensor',
    kind: 'text',
    duration: 30,
    skills: ['Arduino', 'Internet of Things'],
    body: p(
      'The capacitive sensor gives an analog value: read it with <code>analogRead(A0)</code>, note the reading in dry soil and in water, and map between the two.',
      'Average ten readings before acting on them: one noisy value should not start the pump.',
    ),
  },
  {
    key: 'talk-structure',
    by: 'institution',
    title: 'A five-minute talk in three parts',
    kind: 'text',
    duration: 15,
    skills: ['Microsoft PowerPoint'],
    body: p(
      'Open with the problem in one sentence, show one thing you built or found, close with what the audience should do next.',
      'One idea per slide, and rehearse out loud twice with a timer.',
    ),
  },
  {
    key: 'interview-star',
    by: 'institution',
    title: 'Answering with STAR in placement interviews',
    kind: 'text',
    duration: 20,
    skills: ['Microsoft Word'],
    body: p(
      'Situation, Task, Action, Result: two sentences each. Prepare three stories from projects, internships or clubs and fit them to the question.',
    ),
  },
];

interface DemoPath {
  by: Author;
  title: string;
  summary: string;
  items: [string, number | null][];
  skills: string[];
  roles: string[];
  programs: LearningProgram[];
  certificate?: boolean;
}

const PATHS: DemoPath[] = [
  {
    by: 'mentor',
    title: 'SQL for data analysis',
    summary: 'Ask a sales table real questions, from SELECT to GROUP BY.',
    items: [
      ['sql-select', 3],
      ['sql-group', 7],
      ['sql-cheatsheet', 10],
      ['sql-ref', 14],
    ],
    skills: ['SQL', 'Data Analysis'],
    roles: ['Data Analyst', 'Business Intelligence Analyst'],
    programs: ['self-paced', 'wings-data-analytics'],
    certificate: true,
  },
  {
    by: 'mentor',
    title: 'Spreadsheets to dashboards',
    summary: 'Clean the data, then show it with the right chart.',
    items: [
      ['excel-clean', 4],
      ['charts', 8],
    ],
    skills: ['Microsoft Excel', 'Data Visualization'],
    roles: ['Data Analyst'],
    programs: ['skill-augmentation', 'wings-data-analytics'],
  },
  {
    by: 'company',
    title: 'Python basics for engineers',
    summary: 'The language, then pandas for tables.',
    items: [
      ['python-tut', 10],
      ['pandas-start', 20],
    ],
    skills: ['Python', 'Pandas'],
    roles: ['Data Scientist', 'Software Engineer'],
    programs: ['machine-learning', 'self-paced'],
  },
  {
    by: 'company',
    title: 'Web development foundations',
    summary: 'HTML, CSS and JavaScript, and forms that work on a phone.',
    items: [
      ['html-mdn', 21],
      ['forms', 28],
    ],
    skills: ['HTML', 'CSS', 'JavaScript'],
    roles: ['Frontend Developer', 'Full Stack Developer'],
    programs: ['full-stack', 'wings-web-app'],
  },
  {
    by: 'mentor',
    title: 'Git and GitHub essentials',
    summary: 'Version control every recruiter expects you to know.',
    items: [
      ['git-daily', 3],
      ['git-book', 10],
    ],
    skills: ['Git', 'GitHub'],
    roles: ['Software Engineer', 'Full Stack Developer'],
    programs: ['full-stack', 'trending'],
  },
  {
    by: 'institution',
    title: 'Communication skills for placements',
    summary: 'Talks and interview answers that land.',
    items: [
      ['talk-structure', 5],
      ['interview-star', 10],
    ],
    skills: ['Microsoft PowerPoint'],
    roles: ['Business Analyst', 'Software Engineer'],
    programs: ['career-readiness', 'advanced-placement'],
  },
  {
    by: 'institution',
    title: 'Embedded systems with Arduino',
    summary: 'From blinking an LED to reading sensors.',
    items: [
      ['arduino-guide', 7],
      ['sensors', 14],
    ],
    skills: ['Arduino', 'Embedded C'],
    roles: ['Embedded Systems Engineer'],
    programs: ['summer-internship', 'skill-augmentation'],
  },
];

interface DemoProject {
  key: string;
  by: Author;
  title: string;
  summary: string;
  description: string;
  weeks: number;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  team: number;
  skills: string[];
  roles: string[];
  life: string[];
  programs: LearningProgram[];
  tasks: (Omit<ProjectTaskBody, 'resource_id'> & { resource?: string; activity?: string })[];
}

const PROJECTS: DemoProject[] = [
  {
    key: 'kirana',
    by: 'mentor',
    title: 'Sales dashboard for a kirana store',
    summary: 'Turn three months of a neighbourhood shop’s sales into a dashboard the owner reads every morning.',
    description: p(
      'Mr. Patil runs a kirana store in Pune and keeps his sales in a spreadsheet. He wants to know what sells, on which days, and what to reorder.',
      'You will clean the sheet, answer his questions with SQL, and build a one-page dashboard.',
    ),
    weeks: 3,
    difficulty: 'Beginner',
    team: 1,
    skills: ['SQL', 'Data Cleaning', 'Data Visualization'],
    roles: ['Data Analyst'],
    life: ['Analytical Thinking', 'Communication'],
    programs: ['wings-data-analytics', 'trending'],
    tasks: [
      { kind: 'reading', title: 'Read: cleaning a messy spreadsheet', resource: 'excel-clean', due_days: 2 },
      {
        kind: 'deliverable',
        title: 'Clean the sales sheet',
        description: p('Share the cleaned sheet and a list of every change you made.'),
        due_days: 7,
      },
      {
        kind: 'deliverable',
        title: 'Build the owner’s dashboard',
        description: p('One page: sales per day, top ten items, and what to reorder this week.'),
        due_days: 18,
      },
    ],
  },
  {
    key: 'fest',
    by: 'company',
    title: 'Registration site for a college fest',
    summary: 'A mobile-first site where students register for events and get a confirmation.',
    description: p(
      'The cultural committee takes registrations on paper. Build them a site: event list, a registration form that works on any phone, and a page for the committee to download registrations.',
    ),
    weeks: 4,
    difficulty: 'Intermediate',
    team: 3,
    skills: ['HTML', 'CSS', 'JavaScript'],
    roles: ['Full Stack Developer', 'Frontend Developer'],
    life: ['Teamwork'],
    programs: ['full-stack', 'wings-web-app'],
    tasks: [
      { kind: 'reading', title: 'Read: forms that work on a phone', resource: 'forms', due_days: 3 },
      { kind: 'deliverable', title: 'Event list and registration form', due_days: 14 },
      { kind: 'deliverable', title: 'Committee download page and a live link', due_days: 28 },
    ],
  },
  {
    key: 'irrigation',
    by: 'institution',
    title: 'Smart irrigation controller',
    summary: 'Water a plant bed only when the soil is dry, with an Arduino and a moisture sensor.',
    description: p(
      'Farmers near the campus water on a fixed schedule. Build a controller that reads soil moisture and runs a small pump only when needed, and log the readings.',
    ),
    weeks: 5,
    difficulty: 'Intermediate',
    team: 2,
    skills: ['Arduino', 'Embedded C', 'Internet of Things'],
    roles: ['Embedded Systems Engineer'],
    life: ['Problem Solving'],
    programs: ['summer-internship', 'skill-augmentation'],
    tasks: [
      { kind: 'reading', title: 'Read: reading a soil-moisture sensor', resource: 'sensors', due_days: 4 },
      { kind: 'deliverable', title: 'Circuit diagram and calibration readings', due_days: 14 },
      { kind: 'deliverable', title: 'Working controller: a video and the code', due_days: 30 },
    ],
  },
  {
    key: 'portfolio-site',
    by: 'mentor',
    title: 'Your portfolio site on GitHub Pages',
    summary: 'A personal site with your projects, published from your own repository.',
    description: p(
      'Recruiters open links. Build a small site about your work, keep it in Git, and publish it with GitHub Pages.',
    ),
    weeks: 2,
    difficulty: 'Beginner',
    team: 1,
    skills: ['Git', 'GitHub', 'HTML'],
    roles: ['Software Engineer'],
    life: ['Self-Motivation'],
    programs: ['self-paced', 'full-stack'],
    tasks: [
      { kind: 'reading', title: 'Read: the five Git commands', resource: 'git-daily', due_days: 2 },
      { kind: 'deliverable', title: 'Repository link with at least five commits', due_days: 7 },
      { kind: 'deliverable', title: 'Published site link', due_days: 14 },
    ],
  },
  {
    key: 'talk',
    by: 'institution',
    title: 'A five-minute tech talk',
    summary: 'Present one thing you built to your class, and get better at it with feedback.',
    description: p(
      'Pick a project or an internship task, prepare a five-minute talk, rehearse it, and record the final version.',
    ),
    weeks: 2,
    difficulty: 'Beginner',
    team: 1,
    skills: ['Microsoft PowerPoint'],
    roles: ['Business Analyst'],
    life: ['Public Speaking', 'Communication'],
    programs: ['career-readiness'],
    tasks: [
      { kind: 'reading', title: 'Read: a talk in three parts', resource: 'talk-structure', due_days: 2 },
      { kind: 'deliverable', title: 'Slides and an outline', due_days: 6 },
      { kind: 'deliverable', title: 'Recording of the final talk', due_days: 12 },
    ],
  },
  {
    key: 'water',
    by: 'mentor',
    title: 'Water audit of your campus',
    summary: 'Measure how much rain your campus could keep, and propose where to store it.',
    description: p(
      'Work out the rain your campus receives, plan harvesting with classmates in a peer-reviewed activity, and write the proposal for the estate office.',
    ),
    weeks: 3,
    difficulty: 'Intermediate',
    team: 4,
    skills: ['Data Analysis', 'Microsoft Excel'],
    roles: ['Data Analyst'],
    life: ['Teamwork', 'Critical Thinking'],
    programs: ['skill-augmentation', 'trending'],
    tasks: [
      {
        kind: 'activity',
        title: 'Plan rainwater harvesting (peer-reviewed)',
        activity: 'Plan rainwater harvesting for your campus',
        due_days: 10,
      },
      { kind: 'deliverable', title: 'Proposal for the estate office', due_days: 20 },
    ],
  },
];

/**
 * The learning content of a fresh start (issue 25 item 12): resources, seven learning paths and six
 * projects from the demo mentor, company and institute, the demo student enrolled in a project (its
 * reading done, a deliverable waiting for the mentor) and a learning path (one resource done), and
 * classmates at several stages so the mentor's queue, requests and numbers have something to show.
 * Goes through the learning services, their rules and validation. Runs once, after the demo activity.
 */
export async function seedDemoLearning(
  db: Db,
  { notifier, storage, now = new Date() }: { notifier?: Notifier; storage: ObjectStorage; now?: Date },
): Promise<number> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo_learning'));
  if (done) return 0;
  const people = await db
    .select({
      id: profiles.id,
      user_id: profiles.user_id,
      email: profiles.email,
      type: profiles.profile_type,
      org: profiles.my_org_id,
    })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.email})`, [...Object.values(EMAILS), ...CLASSMATES.map((c) => c.email)]));
  const byEmail = new Map(people.map((x) => [x.email!.toLowerCase(), x]));
  const who = (email: string) => byEmail.get(email);
  if (!who(EMAILS.mentor) || !who(EMAILS.student) || !who(EMAILS.company) || !who(EMAILS.institution)) return 0;

  // What a start stopped in the middle of this step left (no mark yet) goes, and the step runs again.
  const authorIds = [EMAILS.mentor, EMAILS.company, EMAILS.institution].map((e) => who(e)!.id);
  await db.delete(projects).where(inArray(projects.created_by_profile_id, authorIds));
  await db.delete(resourceGroups).where(inArray(resourceGroups.created_by_profile_id, authorIds));
  await db.delete(resources).where(inArray(resources.created_by_profile_id, authorIds));

  const clock = () => now;
  const links = createFileLinks(storage);
  const paidAccess = createPaymentPages({ db, clock }).paidAccess;
  const content = createContentService({ db, clock, files: links, paidAccess });
  const enrolment = createEnrolmentService({ db, clock, content, files: links, notifier, paidAccess });
  const submissions = createSubmissionsService({ db, clock, enrolment, files: links, notifier });
  const files = createLearningFilesService({ db, clock, storage, links, content, enrolment });
  const requests = createRequestsService({ db, clock, enrolment, notifier });
  const caller = (email: string): LearningCaller => {
    const x = who(email)!;
    return {
      isAdmin: false,
      profileId: x.id,
      profileType: x.type,
      orgId: x.type === 'COMPANY' || x.type === 'INSTITUTION' ? x.org : null,
      active: true,
    };
  };
  const authors: Record<Author, { c: LearningCaller; user: string }> = {
    mentor: { c: caller(EMAILS.mentor), user: who(EMAILS.mentor)!.user_id },
    company: { c: caller(EMAILS.company), user: who(EMAILS.company)!.user_id },
    institution: { c: caller(EMAILS.institution), user: who(EMAILS.institution)!.user_id },
  };

  const ids = async (table: typeof skills | typeof jobRoles | typeof lifeSkills, names: string[]) => {
    if (names.length === 0) return [];
    const column = table === skills ? skills.display_name : (table as typeof jobRoles).name;
    const rows = await db.select({ id: table.id, name: column }).from(table).where(inArray(column, names));
    return names.flatMap((n) => rows.filter((r) => r.name === n).map((r) => r.id));
  };

  const resourceIds = new Map<string, number>();
  for (const r of RESOURCES) {
    const a = authors[r.by];
    const { id } = await content.resources.create(a.c, a.user, {
      title: r.title,
      kind: r.kind,
      body: r.body ?? '',
      url: r.url ?? null,
      duration: r.duration,
      skill_ids: await ids(skills, r.skills),
    });
    if (r.file) {
      // Through the upload steps a person's file takes: reserve, the bytes into the store, the check.
      const bytes = simplePdf(r.title, r.file.lines);
      const upload = await files.reserveResourceFile(a.c, a.user, id, { file_name: r.file.name, bytes: bytes.length });
      const [row] = await db
        .select({ key: learningFiles.storage_key })
        .from(learningFiles)
        .where(eq(learningFiles.id, upload.id));
      await storage.put(row!.key, bytes, upload.content_type);
      await files.confirmResourceFile(a.c, id, upload.id);
    }
    await content.resources.publish(a.c, a.user, id);
    resourceIds.set(r.key, id);
  }

  const pathIds: number[] = [];
  for (const g of PATHS) {
    const a = authors[g.by];
    const { id } = await content.groups.create(a.c, a.user, {
      title: g.title,
      summary: g.summary,
      description: p(g.summary),
      certificate: g.certificate ?? false,
      skill_ids: await ids(skills, g.skills),
      job_role_ids: await ids(jobRoles, g.roles),
      programs: g.programs,
      items: g.items.map(([key, due]) => ({ resource_id: resourceIds.get(key)!, due_days: due })),
    });
    await content.groups.publish(a.c, a.user, id);
    pathIds.push(id);
  }

  const mentorId = who(EMAILS.mentor)!.id;
  const projectIds = new Map<string, number>();
  for (const pr of PROJECTS) {
    const a = authors[pr.by];
    const { id } = await content.projects.create(a.c, a.user, {
      title: pr.title,
      summary: pr.summary,
      description: pr.description,
      duration_weeks: pr.weeks,
      difficulty: pr.difficulty,
      team_size: pr.team,
      mentor_profile_ids: [mentorId],
      skill_ids: await ids(skills, pr.skills),
      job_role_ids: await ids(jobRoles, pr.roles),
      life_skill_ids: await ids(lifeSkills, pr.life),
      programs: pr.programs,
    });
    for (const t of pr.tasks) {
      const { resource, activity, ...task } = t;
      let assignment_id: number | undefined;
      if (activity) {
        const [row] = await db
          .select({ id: assignments.id })
          .from(assignments)
          .where(eq(assignments.title, activity))
          .limit(1);
        if (!row) continue;
        assignment_id = row.id;
      }
      await content.projects.addTask(a.c, id, {
        ...task,
        resource_id: resource ? resourceIds.get(resource) : undefined,
        assignment_id,
      });
    }
    await content.projects.publish(a.c, a.user, id);
    projectIds.set(pr.key, id);
  }

  // The demo student: the kirana project started five days ago (reading done, the sheet waiting for
  // review), the SQL path started a week ago with one resource done, and the fest site saved for later.
  const student = caller(EMAILS.student);
  const kirana = projectIds.get('kirana')!;
  const myProject = await enrolment.enrol(student, 'project', kirana, 'Enrolled');
  const mySql = await enrolment.enrol(student, 'resource_group', pathIds[0]!, 'Enrolled');
  await enrolment.enrol(student, 'project', projectIds.get('fest')!, 'Interested');
  await db
    .update(myLearnings)
    .set({ enrolled_on: todayOf(new Date(now.getTime() - 5 * DAY_MS)) })
    .where(eq(myLearnings.id, myProject.id));
  await db
    .update(myLearnings)
    .set({ enrolled_on: todayOf(new Date(now.getTime() - 7 * DAY_MS)) })
    .where(eq(myLearnings.id, mySql.id));
  const projectDetail = await enrolment.myDetail(student, 'project', myProject.id);
  await enrolment.complete(student, 'project', myProject.id, projectDetail.items[0]!.id);
  await submissions.submit(student, myProject.id, projectDetail.items[1]!.id, {
    text: 'Removed 212 duplicate rows, turned the dates into real dates and split quantity from unit. The change log is the second sheet.',
    links: ['https://docs.google.com/spreadsheets/d/demo-kirana-cleaned'],
  });
  const sqlDetail = await enrolment.myDetail(student, 'resource_group', mySql.id);
  await enrolment.complete(student, 'resource_group', mySql.id, sqlDetail.items[0]!.id);

  // Classmates in the kirana project: one finished, one asked for more time, one just started.
  const mates = CLASSMATES.map((c) => who(c.email)).filter((x): x is NonNullable<typeof x> => Boolean(x));
  const mentor = authors.mentor.c;
  for (const [n, mate] of mates.entries()) {
    const c: LearningCaller = { isAdmin: false, profileId: mate.id, profileType: 'STUDENT', orgId: null, active: true };
    const mine = await enrolment.enrol(c, 'project', kirana, 'Enrolled');
    const d = await enrolment.myDetail(c, 'project', mine.id);
    if (n === 0) {
      await enrolment.complete(c, 'project', mine.id, d.items[0]!.id);
      for (const item of d.items.slice(1)) {
        await submissions.submit(c, mine.id, item.id, { text: `My ${item.title.toLowerCase()}.`, links: [] });
        const queue = await submissions.queue(mentor, { project_id: kirana, status: 'Submitted', page: 1, count: 50 });
        const sub = queue.data.find((q) => q.my_project_id === mine.id)!;
        await submissions.evaluate(mentor, {
          submission_id: sub.submission.id,
          decision: 'accept',
          comment: 'Clear and complete.',
          score: 9,
        });
      }
    } else if (n === 1) {
      const due = d.items[1]!.due_date!;
      const later = todayOf(new Date(Date.parse(`${due}T00:00:00Z`) + 5 * DAY_MS));
      await requests.extension(c, {
        kind: 'project',
        my_learning_id: mine.id,
        item_id: d.items[1]!.id,
        reason: 'Our semester exams run until Friday.',
        requested_date: later,
      });
    }
  }

  await db.insert(seedRuns).values({ name: 'demo_learning', version: '1' });
  return RESOURCES.length + PATHS.length + PROJECTS.length;
}
