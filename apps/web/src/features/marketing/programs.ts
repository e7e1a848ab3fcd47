/** Title and short description of each public program page (SPEC §2.1, public and marketing). */
export interface ProgramInfo {
  title: string;
  description: string;
}

export const PROGRAMS: Record<string, ProgramInfo> = {
  '/skillAugmentationProgram': {
    title: 'Skill Augmentation Program',
    description: 'Add job-ready skills on top of your degree by building real projects, one career path at a time.',
  },
  '/selfPacedPrograms': {
    title: 'Self-Paced Programs',
    description:
      'Quests and learning paths you can take at your own speed, with every finished step added to your portfolio.',
  },
  '/trending': {
    title: 'Trending Programs',
    description: 'The programs learners are joining right now, from career readiness to hands-on projects.',
  },
  '/trending/BITESProject': {
    title: 'BITES Project',
    description: 'Bite-sized projects that each teach one practical skill and leave you with something to show.',
  },
  '/trending/CareerReadinessPrograms': {
    title: 'Career Readiness Programs',
    description: 'Get ready for placements: build your portfolio, practise with quizzes and learn from peer reviews.',
  },
  '/Winter-Internship': {
    title: 'Winter Internship',
    description: 'A project-based internship over the winter break, mentored and recorded in your portfolio.',
  },
  '/Summer-Internship': {
    title: 'Summer Internship',
    description: 'Spend the summer on real projects with mentors and finish with work you can show employers.',
  },
  '/study-in-usa': {
    title: 'Study in the USA',
    description: 'Plan your path to studying in the USA with a portfolio that shows what you have built and learnt.',
  },
  '/machine-learning-program': {
    title: 'Machine Learning Program',
    description: 'Learn machine learning by doing: datasets, models and projects, step by step.',
  },
  '/digital-marketing-program': {
    title: 'Digital Marketing Program',
    description: 'Plan, run and measure real campaigns while you learn the tools of digital marketing.',
  },
  '/advanced-placement-skills-program': {
    title: 'Advanced Placement Skills Program',
    description: 'Sharpen the skills placement drives look for, with practice quizzes, projects and mentor feedback.',
  },
  '/job-assured-program/full-stack-software-development': {
    title: 'Job-Assured Program: Full Stack Software Development',
    description: 'Build front-end and back-end projects end to end and prepare for full stack developer roles.',
  },
  '/certification-program': {
    title: 'Certification Program',
    description: 'Courses that end in a certificate you can add to your portfolio alongside the projects behind it.',
  },
  '/wings-program': {
    title: 'WINGS Program',
    description: 'A guided program that takes learners from first projects to career-ready portfolios.',
  },
  '/wings-data-analytics-tc': {
    title: 'WINGS Data Analytics Training Course',
    description: 'Clean, analyse and present data through hands-on projects in the WINGS data analytics track.',
  },
  '/wings-web-app-tc': {
    title: 'WINGS Web App Training Course',
    description: 'Design and build web applications through hands-on projects in the WINGS web app track.',
  },
};
