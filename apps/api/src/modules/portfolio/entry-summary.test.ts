import type { PortfolioEntry } from '@lbd/shared';
import { describe, expect, it } from 'vitest';
import { dateRange, humanDate, summarize } from './entry-summary';

const meta = {
  id: 1,
  uuid: 'u',
  points: 0,
  skills: [],
  job_roles: [],
  life_skills: [],
  verification: null,
  verification_pending: false,
  inserted_at: '',
  updated_at: '',
};

describe('entry summary', () => {
  it('dates read as people write them', () => {
    expect(humanDate('2024-03-12')).toBe('12 Mar 2024');
    expect(humanDate('202403')).toBe('Mar 2024');
    expect(humanDate('')).toBe('');
    expect(dateRange('2024-01-05', null)).toBe('5 Jan 2024 – Present');
  });

  it('describes entries by card: title, dates, host, details', () => {
    const degree = {
      ...meta,
      card: 'education',
      my_org_id: null,
      institute: 'IIT Madras',
      degree: 'B.Tech',
      specialization: 'CSE',
      tenure: ['2022-07-15', '2026-05-31'],
      format: 'GPA',
      score: 8.4,
      backlogsStatus: 'yes',
      backlogs: 2,
      placed: 'yes',
      latest_edu: true,
    } as PortfolioEntry;
    expect(summarize(degree)).toEqual({
      title: 'B.Tech, CSE',
      dates: '15 Jul 2022 – 31 May 2026',
      host: 'IIT Madras',
      details: ['CGPA 8.4', '2 backlogs', 'Placed'],
    });
    const book = {
      ...meta,
      card: 'books',
      kind: 'book',
      title: 'Sapiens',
      author: 'Yuval Noah Harari',
      status: 'ongoing',
      date: '2026-01-10',
      isbn: null,
      desc: null,
    } as PortfolioEntry;
    expect(summarize(book)).toMatchObject({
      dates: 'Expected 10 Jan 2026',
      host: 'Yuval Noah Harari',
      details: ['Reading'],
    });
  });
});
