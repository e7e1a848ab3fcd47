import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchConsole } from '../../support/console';
import {
  apiPortfolioStudent,
  choose,
  fill,
  pickName,
  setDate,
  signInWithToken,
  submitCard,
} from '../../support/portfolio';

/*
 * One entry of each of the ten card types, added through its modal as a student would: the fields of
 * SPEC §3.1 with their conditions, the multi-selects, the date triples, then the per-card toast and the
 * entry on the card's page. Each card is its own test with its own student.
 */

type Filler = (page: Page, dialog: Locator) => Promise<void>;

const skill = (page: Page, dialog: Locator) => pickName(page, dialog, 'Skills', 'Pyth', 'Python');
const lifeSkill = async (page: Page, dialog: Locator) => {
  await dialog.getByRole('button', { name: /^Life Skills/ }).click();
  await pickName(page, dialog, 'Life Skills', 'Team', /^Team/);
};

const CARDS: { card: string; add: string; toast: string; title: string; fillIn: Filler }[] = [
  {
    card: 'books',
    add: 'Add book',
    toast: 'Your book has been added to your portfolio.',
    title: 'Designing Data-Intensive Applications',
    fillIn: async (page, dialog) => {
      await fill(dialog, 'Title', 'Designing Data-Intensive Applications');
      await fill(dialog, 'Author', 'Martin Kleppmann');
      await choose(page, dialog, 'Status', 'Finished');
      await fill(dialog, 'ISBN', '978-1449373320');
      // A skill the catalogue lacks is created inline.
      const name = `Stream Processing ${Date.now() % 100_000}`;
      await pickName(page, dialog, 'Skills', name, `Create New "${name}"`);
      await expect(dialog.getByRole('button', { name })).toBeVisible();
      await skill(page, dialog);
    },
  },
  {
    card: 'articles',
    add: 'Add article',
    toast: 'Your article has been added to your portfolio.',
    title: 'Attention Is All You Need',
    fillIn: async (page, dialog) => {
      await fill(dialog, 'Title', 'Attention Is All You Need');
      await fill(dialog, 'Author', 'Vaswani et al.');
      await choose(page, dialog, 'Article Type', 'Technical');
      await fill(dialog, 'URL', 'https://arxiv.org/abs/1706.03762');
      await fill(dialog, 'ISBN', '1706037621');
      await fill(dialog, 'Description', 'The transformer paper.');
      await skill(page, dialog);
    },
  },
  {
    card: 'clubs',
    add: 'Add club',
    toast: 'Your club has been added to your portfolio.',
    title: 'Drama Society',
    fillIn: async (page, dialog) => {
      await fill(dialog, 'Club Name', 'Drama Society');
      await dialog.getByRole('radio', { name: 'Non Educational' }).check();
      await choose(page, dialog, 'Role', 'Board Member');
      await fill(dialog, 'Host Organisation', 'IIT Madras');
      await fill(dialog, 'Description', 'Two plays a year.');
      await skill(page, dialog);
      // Non Educational: life skills are required and shown first.
      await dialog.getByRole('button', { name: 'ADD THIS TO PORTFOLIO' }).click();
      await expect(dialog.getByText('Life Skills cant be empty')).toBeVisible();
      await pickName(page, dialog, 'Life Skills', 'Public', 'Public Speaking');
    },
  },
  {
    card: 'education',
    add: 'Add degree',
    toast: 'Your degree has been added to your portfolio.',
    title: 'B.Tech',
    fillIn: async (page, dialog) => {
      await pickName(
        page,
        dialog,
        'Institute',
        'Indian Institute of Technology M',
        /Indian Institute of Technology Madras/,
      );
      await pickName(page, dialog, 'Degree', 'B.Tech', /^B\.Tech/);
      await pickName(page, dialog, 'Specialization', 'Computer Science', /^Computer Science and Engineering/);
      await setDate(page, dialog, 'Start Date', { month: 'Aug', year: '2022' });
      await setDate(page, dialog, 'End Date', { month: 'Jun', year: '2026' });
      await dialog.getByRole('radio', { name: 'CGPA' }).check();
      await fill(dialog, 'CGPA', '8.2');
      await dialog
        .getByRole('radiogroup', { name: /Backlog Status/ })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await fill(dialog, 'Backlogs', '1');
      await dialog
        .getByRole('radiogroup', { name: /Placed/ })
        .getByRole('radio', { name: 'No' })
        .check();
    },
  },
  {
    card: 'projects',
    add: 'Add project',
    toast: 'Your project has been added to your portfolio.',
    title: 'Campus Food Delivery App',
    fillIn: async (page, dialog) => {
      await fill(dialog, 'Project Title', 'Campus Food Delivery App');
      await choose(page, dialog, 'Status', 'Enrolled');
      await expect(dialog.getByRole('group', { name: 'Expected Date of completion' })).toBeVisible();
      await setDate(page, dialog, 'Expected Date of completion', { day: '15', month: 'Mar', year: '2027' });
      await fill(dialog, 'Duration (weeks)', '6');
      await fill(dialog, 'Source', 'Self');
      await fill(dialog, 'Description', 'React Native app with a Node backend.');
      await skill(page, dialog);
      await pickName(page, dialog, 'Life Skills', 'Team', /^Team/);
    },
  },
  {
    card: 'events',
    add: 'Add event',
    toast: 'Your event has been added to your portfolio.',
    title: 'Intro to Rust workshop',
    fillIn: async (page, dialog) => {
      await fill(dialog, 'Event Name', 'Intro to Rust workshop');
      await choose(page, dialog, 'Role', 'Deliver');
      await fill(dialog, 'Duration (hours)', '3');
      await fill(dialog, 'Host', 'ACM Student Chapter');
      await fill(dialog, 'Description', 'Ownership and borrowing, hands on.');
      await skill(page, dialog);
      await pickName(page, dialog, 'Life Skills', 'Public', 'Public Speaking');
    },
  },
  {
    card: 'internships',
    add: 'Add internship',
    toast: 'Your internship has been added to your portfolio.',
    title: 'Backend Intern',
    fillIn: async (page, dialog) => {
      await fill(dialog, 'Designation', 'Backend Intern');
      await fill(dialog, 'Host', 'Zoho');
      await choose(page, dialog, 'Status', 'Completed');
      await setDate(page, dialog, 'Start Date', { day: '4', month: 'May', year: '2026' });
      await setDate(page, dialog, 'End Date', { day: '31', month: 'Jul', year: '2026' });
      await fill(dialog, 'Description', 'Built billing APIs.');
      await skill(page, dialog);
      await lifeSkill(page, dialog);
    },
  },
  {
    card: 'courses',
    add: 'Add course',
    toast: 'Your course has been added to your portfolio.',
    title: 'Deep Learning Specialization',
    fillIn: async (page, dialog) => {
      await fill(dialog, 'Course Name', 'Deep Learning Specialization');
      await choose(page, dialog, 'Status', 'Completed');
      await fill(dialog, 'Duration (hours)', '40');
      await expect(dialog.getByRole('textbox', { name: /^Source/ })).toHaveCount(0);
      await dialog.getByRole('radio', { name: 'Online course' }).check();
      await fill(dialog, 'Source', 'Coursera');
      await fill(dialog, 'Certificate', 'https://coursera.org/verify/e2e');
      await fill(dialog, 'Description', 'Neural networks and CNNs.');
      await skill(page, dialog);
    },
  },
  {
    card: 'certification',
    add: 'Add certification',
    toast: 'Your certification has been added to your portfolio.',
    title: 'AWS Certified Cloud Practitioner',
    fillIn: async (page, dialog) => {
      await fill(dialog, 'Certification Name', 'AWS Certified Cloud Practitioner');
      await dialog.getByRole('radio', { name: 'Online course' }).check();
      await fill(dialog, 'Source', 'Amazon Web Services');
      await fill(dialog, 'Description', 'Cloud basics.');
      await skill(page, dialog);
    },
  },
  {
    card: 'jobs',
    add: 'Add job',
    toast: 'Your job has been added to your portfolio.',
    title: 'Associate Engineer',
    fillIn: async (page, dialog) => {
      await fill(dialog, 'Designation', 'Associate Engineer');
      await fill(dialog, 'Company', 'Infosys');
      await dialog.getByRole('radio', { name: 'Full Time' }).check();
      await choose(page, dialog, 'Status', 'Ongoing');
      // An ongoing job has no end date.
      await expect(dialog.getByRole('group', { name: /End Date|Expected Date/ })).toHaveCount(0);
      await setDate(page, dialog, 'Start Date', { day: '1', month: 'Feb', year: '2026' });
      await fill(dialog, 'Description', 'Java services.');
      await skill(page, dialog);
    },
  },
];

for (const { card, add, toast, title, fillIn } of CARDS) {
  test(`adds a ${card} entry through its modal`, async ({ page, request }) => {
    const errors = watchConsole(page);
    const student = await apiPortfolioStudent(request);
    await signInWithToken(page, request, student.email, student.password);
    await page.goto(`/myPortfolio/${card}`);
    await page.getByRole('button', { name: add }).click();
    const dialog = page.getByRole('dialog', { name: add });
    await expect(dialog).toBeVisible();
    await fillIn(page, dialog);
    await submitCard(page, dialog, toast);
    await expect(page.getByRole('main').getByText(title, { exact: false }).first()).toBeVisible();

    // The points the entry earned count on the portfolio.
    await page.getByRole('link', { name: 'My Portfolio' }).first().click();
    await expect(page.getByTestId('points-total')).not.toHaveText('Total0');
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
}
