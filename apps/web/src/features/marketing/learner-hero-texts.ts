/**
 * The hero of the landing page and the learner home. Also written into those pages' static first
 * screen at build time (app/first-screen.ts), so this module must stay free of runtime imports.
 */
export const LEARNER_HERO = {
  eyebrow: 'For Ninjas, the learners',
  title: 'Learn by doing. Build a career portfolio that proves it.',
  subtitle:
    'Build a portfolio tied to the career paths and life skills you want, find jobs, internships, events and clubs, and learn with projects, quests, quizzes and peer learning.',
} as const;
