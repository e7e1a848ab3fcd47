import { describe, expect, it } from 'vitest';
import {
  CARD_ADDED_TEXTS,
  CARD_BODY_KEYS,
  CARD_RESOURCES,
  CARD_SECTIONS,
  CARD_TABS,
  CARD_TITLES,
  CARD_TYPES,
  DEGREE_FORMAT_LABELS,
  EVENT_ROLE_LABELS,
  PORTFOLIO_LIMITS,
  PORTFOLIO_STATUSES,
  PORTFOLIO_TEXTS,
  SECTION_KEYS,
} from './constants';
import { CARD_FIELD_LABELS, dateLabel, scoreLabel } from './labels';
import { DATE_MESSAGES, PORTFOLIO_MESSAGES } from './messages';

describe('cards and sections', () => {
  it('has eleven UI cards stored in the ten sections', () => {
    expect(CARD_TYPES).toHaveLength(11);
    expect(SECTION_KEYS).toHaveLength(10);
    expect(new Set(Object.values(CARD_SECTIONS))).toEqual(new Set(SECTION_KEYS));
    expect(CARD_SECTIONS.books).toBe('readings');
    expect(CARD_SECTIONS.articles).toBe('readings');
    expect(CARD_SECTIONS.certification).toBe('certificate');
  });

  it('maps every card to a body key, an endpoint, a title, tabs, an add toast and field labels', () => {
    for (const table of [CARD_BODY_KEYS, CARD_RESOURCES, CARD_TITLES, CARD_TABS, CARD_ADDED_TEXTS, CARD_FIELD_LABELS]) {
      expect(Object.keys(table).sort()).toEqual([...CARD_TYPES].sort());
    }
    expect(CARD_BODY_KEYS.jobs).toBe('internship');
    expect(CARD_RESOURCES.jobs).toBe('internships');
    expect(CARD_BODY_KEYS.certification).toBe('external_course');
    expect(CARD_TABS.projects).toEqual(['Recommended', 'Interested', 'In Progress', 'Completed']);
  });

  it('words each add toast for its card', () => {
    expect(CARD_ADDED_TEXTS.books).toBe('Your book has been added to your portfolio.');
    expect(new Set(Object.values(CARD_ADDED_TEXTS)).size).toBe(CARD_TYPES.length);
  });
});

describe('texts', () => {
  it('has the statuses and the event role headings', () => {
    expect(PORTFOLIO_STATUSES).toEqual(['complete', 'ongoing', 'Enrolled', 'applied', 'interested']);
    expect(EVENT_ROLE_LABELS).toEqual({
      Participate: 'Events Attended',
      Deliver: 'Events Delivered',
      Organize: 'Events Organized',
    });
    expect(DEGREE_FORMAT_LABELS).toEqual({ GPA: 'CGPA', Numeric: 'Percentage' });
  });

  it('has the modal and feedback texts', () => {
    expect(PORTFOLIO_TEXTS).toMatchObject({
      submit: 'ADD THIS TO PORTFOLIO',
      adding: 'Adding ...',
      updating: 'Updating ...',
      loading: 'Loading...',
      saved: 'Your changes have been saved.',
      duplicate: 'This item is already added to your portfolio.',
      duplicateHeading: 'We know you like it!',
      expectedDate: 'Expected Date of completion',
    });
    expect(PORTFOLIO_TEXTS.createOption('Rust')).toBe('Create New "Rust"');
  });

  it('has the limits', () => {
    expect(PORTFOLIO_LIMITS).toMatchObject({ title: 200, desc: 5000, url: 500, name: 200, isbnDigits: 13, tags: 30 });
  });

  it('words the validation messages as the spec does', () => {
    expect(PORTFOLIO_MESSAGES.empty('Title')).toBe('Title cannot be empty');
    expect(PORTFOLIO_MESSAGES.between('CGPA', 0, 10)).toBe('CGPA should be between 0 and 10');
    expect(PORTFOLIO_MESSAGES.lessThanOne('Duration')).toBe('Duration cannot be less than 1');
    expect(PORTFOLIO_MESSAGES.fieldEmpty).toBe('This field cant be empty');
    expect(PORTFOLIO_MESSAGES.careerPathsEmpty).toBe('Career Paths cant be empty');
    expect(PORTFOLIO_MESSAGES.lifeSkillsEmpty).toBe('Life Skills cant be empty');
    expect(PORTFOLIO_MESSAGES.multiEmpty).toBe('This cant be empty');
    expect(PORTFOLIO_MESSAGES.noDegreeFormat).toBe('Please select one by editing degree');
    expect(DATE_MESSAGES.before('Start Date', '01-01-2020')).toBe(
      'Invalid date used for Start Date. Should be after 01-01-2020',
    );
    expect(DATE_MESSAGES.after('End Date', '31-12-2024')).toBe(
      'Invalid date used for End Date. Should not exceed 31-12-2024',
    );
  });
});

describe('labels', () => {
  it("relabels the date 'Expected Date of completion' while ongoing or Enrolled", () => {
    expect(dateLabel('books', 'ongoing')).toBe('Expected Date of completion');
    expect(dateLabel('projects', 'Enrolled')).toBe('Expected Date of completion');
    expect(dateLabel('books', 'complete')).toBe('Date of completion');
    expect(dateLabel('clubs')).toBe('Date Joined');
    expect(dateLabel('internships', 'complete')).toBe('End Date');
    expect(dateLabel('internships', 'ongoing')).toBe('Expected Date of completion');
    expect(dateLabel('education')).toBe('End Date');
  });

  it('labels a score by its format', () => {
    expect(scoreLabel('GPA')).toBe('CGPA');
    expect(scoreLabel('Numeric')).toBe('Percentage');
    expect(scoreLabel(null)).toBe('Score');
  });
});
