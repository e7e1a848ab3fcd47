import Assessment from '@mui/icons-material/Assessment';
import Campaign from '@mui/icons-material/Campaign';
import Diversity3 from '@mui/icons-material/Diversity3';
import Event from '@mui/icons-material/Event';
import FactCheck from '@mui/icons-material/FactCheck';
import Groups from '@mui/icons-material/Groups';
import Quiz from '@mui/icons-material/Quiz';
import School from '@mui/icons-material/School';
import type { TestimonialType } from '@lbd/shared/testimonials';
import type { FeatureItem } from './components/feature-grid';

export interface AudiencePage {
  /** Whose testimonials the page shows (GET /api/testimonials?type). */
  audience: TestimonialType;
  eyebrow: string;
  title: string;
  subtitle: string;
  features: FeatureItem[];
}

/** The three non-learner home pages (SPEC §1 audiences). */
export const AUDIENCE_PAGES: Record<'/MentorHome' | '/InstituteHome' | '/CompanyHome', AudiencePage> = {
  '/MentorHome': {
    audience: 'ADVISOR',
    eyebrow: 'For mentors',
    title: 'Guide learners while they learn by doing',
    subtitle:
      'Follow the projects you mentor, create quizzes, question banks and activities, and see how every learner is getting on.',
    features: [
      {
        icon: Groups,
        title: 'Mentored projects',
        text: 'See the projects you guide and the learners enrolled in each of them.',
      },
      {
        icon: Quiz,
        title: 'Quizzes and question banks',
        text: 'Create and manage quizzes, question banks and activities for your learners.',
      },
      {
        icon: FactCheck,
        title: 'Enrollments at a glance',
        text: 'Track quiz, assignment and project enrollments and the events you run.',
      },
      {
        icon: Diversity3,
        title: 'Peer learning',
        text: 'Set up peer learning and peer evaluation so learners grow by reviewing each other.',
      },
    ],
  },
  '/InstituteHome': {
    audience: 'INSTITUTION',
    eyebrow: 'For institutes',
    title: 'See your students’ skills grow, batch by batch',
    subtitle:
      'Dashboards split by degree, branch and batch show enrollment, skills and projects, so placement teams know who is ready.',
    features: [
      {
        icon: Assessment,
        title: 'Skills dashboard',
        text: 'Filter by year, branch, backlogs and academic score and see skills at a glance.',
      },
      {
        icon: School,
        title: 'Enrollment and projects',
        text: 'Follow enrollment in projects, quests and learning paths across your students.',
      },
      {
        icon: Event,
        title: 'Jobs, events and clubs',
        text: 'Post opportunities for your students and manage events and clubs.',
      },
      {
        icon: Groups,
        title: 'Mentors and students',
        text: 'Bring your mentors on board and keep every student’s portfolio in one place.',
      },
    ],
  },
  '/CompanyHome': {
    audience: 'COMPANY',
    eyebrow: 'For companies',
    title: 'Hire people whose work speaks for itself',
    subtitle:
      'Post jobs, internships, events and clubs, review applicants with their portfolios, and shortlist with confidence.',
    features: [
      {
        icon: Campaign,
        title: 'Post opportunities',
        text: 'Publish jobs, internships, events and clubs, from draft to live in a few steps.',
      },
      {
        icon: FactCheck,
        title: 'Review applicants',
        text: 'See each applicant’s portfolio, projects and skills, and move them through your pipeline.',
      },
      {
        icon: Assessment,
        title: 'Dashboards',
        text: 'Follow applications, shortlists and project work on your company dashboard.',
      },
      {
        icon: Groups,
        title: 'Build your community',
        text: 'Run clubs and events that bring learners close to your teams.',
      },
    ],
  },
};
