import type { TextPageProps } from './components/text-page';

/** Minimum age to use Learn By Doing, as the Terms of Use state it (SPEC §4.1). */
export const MINIMUM_USER_AGE = 18;

export const ABOUT_PAGE: TextPageProps = {
  title: 'About Us',
  intro: 'Learn By Doing helps learners turn what they build and practise into a career portfolio that opens doors.',
  sections: [
    {
      heading: 'Why we exist',
      paragraphs: [
        'Degrees and marks tell only part of the story. Employers want to see what a person can actually do, and learners grow fastest when they learn by doing.',
        'Learn By Doing brings projects, quests, quizzes and peer learning together with a portfolio that records every step, tied to the career paths and life skills each learner is working towards.',
      ],
    },
    {
      heading: 'Who it is for',
      paragraphs: [
        'Learners build their portfolio, find jobs, internships, events and clubs, and learn with hands-on content.',
        'Mentors guide projects, quizzes and activities. Institutes follow the progress of their students. Companies post opportunities and find people whose work speaks for itself.',
      ],
    },
  ],
};

export const PRIVACY_PAGE: TextPageProps = {
  title: 'Privacy Policy',
  intro: 'How Learn By Doing collects, uses and protects your information.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account details you give us (name, email address or phone number), your profile (institute, degree, specialization, organisation) and the portfolio entries, submissions, posts and comments you create.',
        'Basic technical information such as the pages you visit and the device and browser you use, so that the service works and stays secure.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To run your account, build and show your portfolio, recommend relevant projects, jobs, events, clubs and readings, and send the notifications you expect.',
        'When you apply for a job or internship or join an event or club, the organisation behind it sees the information needed to consider your application.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You decide what goes into your portfolio and whether to share its public link. You can update your profile at any time from Profile Settings.',
        'To ask for a copy of your data or for its deletion, contact us and we will respond within a reasonable time.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We take reasonable measures to protect your information. No system is perfectly secure, so please keep your password private.',
      ],
    },
  ],
};

export const GUIDELINES_PAGE: TextPageProps = {
  title: 'Community Guidelines',
  intro: 'Learn By Doing works because people learn from each other. These guidelines keep it a good place to do that.',
  sections: [
    {
      heading: 'Be respectful',
      paragraphs: [
        'Treat learners, mentors, institutes and companies with respect. Harassment, hate speech and personal attacks are not allowed.',
      ],
    },
    {
      heading: 'Be honest',
      paragraphs: [
        'Only add work to your portfolio that you did yourself. Submit your own answers in quizzes and activities, and give fair, specific feedback in peer reviews.',
      ],
    },
    {
      heading: 'Keep it useful',
      paragraphs: [
        'Post content that helps others learn or grow their careers. Spam, misleading offers and unrelated promotions will be removed.',
      ],
    },
    {
      heading: 'Reporting',
      paragraphs: [
        'If you see something that breaks these guidelines, contact us. Repeated or serious breaches can lead to an account being deactivated.',
      ],
    },
  ],
};

export const TERMS_PAGE: TextPageProps = {
  title: 'Terms of Use',
  intro: 'The terms that apply when you use Learn By Doing. By creating an account you agree to them.',
  sections: [
    {
      heading: 'Who may use Learn By Doing',
      paragraphs: [
        `You must be at least ${MINIMUM_USER_AGE} years old to create an account and use Learn By Doing.`,
        'Companies and institutions are approved before they can use their account.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your sign-in details private and tell us if you think someone else has used your account. You are responsible for what is done with your account.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'You keep ownership of the portfolio entries, submissions and posts you create. You allow Learn By Doing to store and show them as needed to run the service, including to the organisations you apply to.',
        'Do not upload content you do not have the right to share, and follow the Community Guidelines.',
      ],
    },
    {
      heading: 'Paid programs',
      paragraphs: [
        'Some projects, quests and learning paths are paid. Their price is shown before you pay, and access starts once the payment is confirmed.',
      ],
    },
    {
      heading: 'Changes and ending',
      paragraphs: [
        'We may update these terms; when we do, we will ask you to accept the new version. We may deactivate accounts that break these terms.',
      ],
    },
  ],
};

export const COPYRIGHT_PAGE: TextPageProps = {
  title: 'Copyright',
  intro: 'Who owns what on Learn By Doing.',
  sections: [
    {
      heading: 'Our content',
      paragraphs: [
        `The Learn By Doing name, logo, design and the learning content we publish are © ${new Date().getFullYear()} Learn By Doing. All rights reserved.`,
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'Portfolio entries, submissions and posts belong to the people who create them, as described in the Terms of Use.',
      ],
    },
    {
      heading: 'Reporting infringement',
      paragraphs: [
        'If you believe content on Learn By Doing infringes your copyright, contact us with the page address and the details of your claim, and we will look into it promptly.',
      ],
    },
  ],
};

export const FAQS: { question: string; answer: string }[] = [
  {
    question: 'What is Learn By Doing?',
    answer:
      'A platform where you build a career portfolio tied to the career paths and life skills you choose, find jobs, internships, events and clubs, and learn by doing with projects, quests, quizzes and peer learning.',
  },
  {
    question: 'Who can join?',
    answer: `Learners, mentors, institutes and companies. You must be at least ${MINIMUM_USER_AGE} years old to create an account.`,
  },
  {
    question: 'What goes into my portfolio?',
    answer:
      'Degrees and semester subjects, projects, courses and certifications, internships and jobs, events, clubs, books and articles. Each entry earns exposure, experience or education points.',
  },
  {
    question: 'How does peer learning work?',
    answer:
      'In peer activities you submit your work, then review and comment on other learners’ submissions within the activity’s time window, and they review yours.',
  },
  {
    question: 'Can I share my portfolio?',
    answer: 'Yes. You can share a public link to your portfolio and download it as a PDF.',
  },
  {
    question: 'How do companies and institutes get started?',
    answer:
      'Create an organisation profile. Once it is approved you can post jobs, events and clubs and follow applicants and students on your dashboard.',
  },
];
