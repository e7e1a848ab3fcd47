import { todayOf } from '@lbd/shared';
import { createEntriesRepo, specOf } from '../modules/portfolio/entries.repo';
import { createEntriesService } from '../modules/portfolio/entries.service';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { degrees, orgs, PORTFOLIO_ENTRY_TABLES, profiles, specializations } from '../db/schema';

/** A calendar date (India) `days` before (negative: after) now, as the forms send it. */
const daysAgo = (now: Date, days: number) => todayOf(new Date(now.getTime() - days * 86_400_000));

/**
 * The demo student's portfolio: a B.Tech with two semesters of subjects, a course, a certification,
 * a book, an article, a club, a project, an event, an internship and a job, with skills and career
 * paths; the internship verified by the manager. Saved through the entries service, so every entry
 * passes the same rules as the web form's, with dates relative to today. The degree is the one her
 * profile names (institute, degree, specialization): the portfolio and the profile tell one story.
 */
export async function seedDemoPortfolio(db: Db, profileId: number, now = new Date()): Promise<void> {
  const clock = () => now;
  const entries = createEntriesService({ db, clock });
  const ago = (days: number) => daysAgo(now, days);
  const [profile] = await db
    .select({
      institute: orgs.full_name,
      instituteShort: orgs.short_name,
      orgId: orgs.id,
      degree: degrees.name,
      specialization: specializations.name,
    })
    .from(profiles)
    .innerJoin(orgs, eq(orgs.id, profiles.my_org_id))
    .innerJoin(degrees, eq(degrees.id, profiles.degree_id))
    .innerJoin(specializations, eq(specializations.id, profiles.specialization_id))
    .where(eq(profiles.id, profileId));
  if (!profile) throw new Error('The demo student needs an institute, a degree and a specialization.');

  const degree = await entries.create('educations', profileId, {
    education: {
      my_org_id: profile.orgId,
      institute: profile.institute,
      degree: profile.degree,
      specialization: profile.specialization,
      tenure: [ago(3 * 365 + 60), ago(-300)],
      format: 'GPA',
      score: 8.6,
      backlogsStatus: 'no',
      backlogs: 0,
      placed: 'no',
      latest_edu: true,
    },
  });
  const subjects = [
    [1, 'Programming and Data Structures', 'Theory', 9, ['C', 'Data Structures and Algorithms']],
    [1, 'Engineering Mathematics I', 'Theory', 8, ['Linear Algebra']],
    [1, 'Programming Lab', 'Lab', 10, ['C', 'Git']],
    [2, 'Discrete Mathematics', 'Theory', 8, ['Discrete Mathematics']],
    [2, 'Digital Logic Design', 'Theory', 9, ['Digital Electronics']],
    [2, 'Object Oriented Programming Lab', 'Lab', 9, ['Java', 'Object-Oriented Programming']],
  ] as const;
  for (const [semester, name, type, score, skills] of subjects) {
    await entries.create('subjects', profileId, {
      education_id: degree.id,
      subject: {
        name,
        semester_number: semester,
        type,
        date: ago(3 * 365 - semester * 180),
        score,
        skills: [...skills],
        job_roles: ['Software Engineer'],
      },
    });
  }

  const work = (w: object) => ({ desc: '', skills: [], job_roles: [], life_skills: [], ...w });
  await entries.create('external_courses', profileId, {
    external_course: work({
      title: 'Machine Learning Specialization',
      status: 'complete',
      date: ago(200),
      duration: 60,
      type: 'Online course',
      source: 'Coursera (Stanford University and DeepLearning.AI)',
      certificate: 'https://www.coursera.org/account/accomplishments/specialization/demo',
      desc: 'Supervised learning, neural networks, decision trees and recommender systems, with graded labs in Python.',
      skills: ['Python', 'Machine Learning', 'NumPy'],
      job_roles: ['Data Analyst'],
    }),
  });
  await entries.create('external_courses', profileId, {
    external_course: work({
      type: 'Industry Certification',
      title: 'AWS Certified Cloud Practitioner',
      role: 'Online course',
      source: 'Amazon Web Services',
      date: ago(90),
      certificate: 'https://www.credly.com/badges/demo',
      desc: 'Cloud concepts, core AWS services, security, pricing and support.',
      skills: ['AWS'],
      job_roles: ['Software Engineer'],
    }),
  });
  await entries.create('readings', profileId, {
    reading: work({
      kind: 'book',
      title: 'Clean Code',
      author: 'Robert C. Martin',
      status: 'complete',
      date: ago(150),
      isbn: '9780132350884',
      desc: 'Naming, small functions and tests that read like documentation.',
      skills: ['Object-Oriented Programming', 'Unit Testing'],
    }),
  });
  await entries.create('articles', profileId, {
    reading: work({
      kind: 'article',
      title: 'How UPI Works: The Architecture of India’s Real-Time Payments',
      author: 'NPCI Engineering',
      type: 'Technical',
      url: 'https://www.npci.org.in/what-we-do/upi/product-overview',
      isbn: '23490035',
      date: ago(40),
      desc: 'Notes on the switch, PSP banks and the APIs behind a UPI payment.',
      skills: ['System Design'],
    }),
  });
  await entries.create('social_clubs', profileId, {
    social_club: work({
      title: 'Programming Club',
      type: 'Educational',
      role: 'Board Member',
      date: ago(2 * 365),
      source: profile.instituteShort ?? profile.institute,
      desc: 'Run the weekly contest and a beginners’ workshop series each semester.',
      skills: ['Data Structures and Algorithms'],
      job_roles: ['Software Engineer'],
      life_skills: ['Leadership'],
    }),
  });
  await entries.create('external_projects', profileId, {
    external_project: work({
      title: 'Campus Bus Tracker',
      status: 'complete',
      date: ago(120),
      duration: 8,
      source: 'Self-initiated',
      desc: 'A React and Node.js app that shows the live position of campus buses from GPS phones on board.',
      skills: ['React', 'Node.js', 'PostgreSQL'],
      job_roles: ['Full Stack Developer'],
      life_skills: ['Teamwork', 'Problem Solving'],
    }),
  });
  await entries.create('external_events', profileId, {
    external_event: work({
      title: 'Smart India Hackathon',
      role: 'Participate',
      date: ago(180),
      duration: 36,
      source: 'AICTE and Ministry of Education',
      desc: 'Built a crop advisory chatbot for Tamil-speaking farmers in 36 hours; reached the grand finale.',
      skills: ['Python', 'Natural Language Processing'],
      life_skills: ['Teamwork', 'Time Management'],
    }),
  });
  const internship = await entries.create('internships', profileId, {
    internship: work({
      type: 'Internship',
      title: 'Software Engineering Intern',
      host: 'Infosys',
      status: 'complete',
      startdate: ago(400),
      finishdate: ago(340),
      desc: 'Built an internal dashboard for loan processing times with Spring Boot and React.',
      skills: ['Java', 'Spring Boot', 'SQL'],
      job_roles: ['Software Engineer'],
    }),
  });
  await entries.create('internships', profileId, {
    internship: work({
      type: 'Job_Parttime',
      title: 'Teaching Assistant',
      host: 'NPTEL',
      status: 'ongoing',
      startdate: ago(120),
      finishdate: null,
      desc: 'Grading assignments and running doubt sessions for Programming, Data Structures and Algorithms using Python.',
      skills: ['Python', 'Data Structures and Algorithms'],
      job_roles: ['Software Engineer'],
    }),
  });

  // The internship manager confirmed the internship through the emailed link.
  const verifiedAt = new Date(now.getTime() - 300 * 86_400_000);
  await createEntriesRepo(db).setVerified(
    specOf('internships'),
    profileId,
    internship.id,
    { name: 'Priya Nair', organisation: 'Infosys, Mysuru', at: verifiedAt },
    db,
  );

  // A real portfolio grows over time: spread the entries' 'added' times over the last eleven months (in
  // the order they were saved) so the dashboard's points chart shows a year of growth, not one day.
  for (const table of PORTFOLIO_ENTRY_TABLES) {
    await db.execute(sql`
      update ${sql.identifier(table)} t set inserted_at = ${now}::timestamptz - make_interval(days => greatest(3, 330 - o.n * 25))
      from (select id, (row_number() over (order by id))::int - 1 as n from ${sql.identifier(table)} where profile_id = ${profileId}) o
      where t.id = o.id`);
  }
}
