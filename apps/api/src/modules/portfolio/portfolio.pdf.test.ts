import type { Portfolio } from '@lbd/shared';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/support/pdf-text';
import { createPdfRenderer, printable, verifiedLine } from './portfolio.pdf';

const empty: Portfolio['sections'] = {
  education: [],
  semester: [],
  external_courses: [],
  certificate: [],
  readings: [],
  social_clubs: [],
  external_projects: [],
  internships: [],
  jobs: [],
  external_events: [],
};

describe('portfolio PDF', () => {
  it('keeps what Helvetica can print and replaces the rest', () => {
    expect(printable('Fees ₹500 — “paid” ’')).toBe('Fees Rs.500 — “paid” ’');
    expect(printable('नमस्ते Asha 😀')).toBe('?????? Asha ?');
    expect(printable('a\u0000b\tc\nd')).toBe('ab c\nd');
  });

  it('renders a portfolio, the verification line included', async () => {
    const portfolio: Portfolio = {
      id: 1,
      uuid: 'u',
      is_public: true,
      profile: {
        id: 1,
        first_name: 'Kavya',
        full_name: 'Kavya Reddy',
        avatar_url: null,
        institute: 'IIT Hyderabad',
        degree: 'B.Tech',
        specialization: null,
        graduation_year: 2027,
      },
      points: { exposure: 10, experience: 0, education: 0, total: 10 },
      career_paths: [],
      sections: {
        ...empty,
        readings: [
          {
            id: 1,
            uuid: 'r',
            card: 'books',
            kind: 'book',
            title: 'Wings of Fire ₹',
            author: 'A. P. J. Abdul Kalam',
            status: 'complete',
            date: '2025-01-02',
            isbn: null,
            desc: '<script>alert(1)</script>',
            points: 10,
            skills: ['Leadership'],
            job_roles: [],
            life_skills: [],
            verification: { name: 'Meera Iyer', organisation: 'IIT Library', verified_at: '2025-02-03T10:00:00.000Z' },
            verification_pending: false,
            inserted_at: '2025-01-02T00:00:00.000Z',
            updated_at: '2025-01-02T00:00:00.000Z',
          },
        ],
      },
    };
    expect(verifiedLine(portfolio.sections.readings[0]!)).toBe('Verified by Meera Iyer, IIT Library on 3 Feb 2025');
    const pdf = await createPdfRenderer()(portfolio, new Date('2025-06-15T06:30:00Z'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const line of [
      'Kavya Reddy',
      'Wings of Fire Rs.',
      '<script>alert(1)</script>',
      'Verified by Meera Iyer, IIT Library on 3 Feb 2025',
      'Page 1 of 1',
    ])
      expect(text).toContain(line);
  });

  it('prints a verification made near midnight UTC as India’s day, as the web does (one date rule)', async () => {
    const verified_at = '2026-01-31T20:00:00.000Z'; // 01:30 on 1 February in India
    const portfolio: Portfolio = {
      id: 1,
      uuid: 'u',
      is_public: false,
      profile: {
        id: 1,
        first_name: 'Ananya',
        full_name: 'Ananya Sharma',
        avatar_url: null,
        institute: null,
        degree: null,
        specialization: null,
        graduation_year: null,
      },
      points: { exposure: 0, experience: 60, education: 0, total: 60 },
      career_paths: [],
      sections: {
        ...empty,
        internships: [
          {
            id: 3,
            uuid: 'i',
            card: 'internships',
            type: 'Internship',
            title: 'Software Engineering Intern',
            host: 'Infosys',
            status: 'complete',
            startdate: '2025-12-01',
            finishdate: '2026-01-31',
            duration: 9,
            desc: '',
            points: 60,
            skills: [],
            job_roles: [],
            life_skills: [],
            verification: { name: 'Priya Nair', organisation: 'Infosys, Mysuru', verified_at },
            verification_pending: false,
            inserted_at: '2026-01-31T20:00:00.000Z',
            updated_at: '2026-01-31T20:00:00.000Z',
          },
        ],
      },
    };
    const text = pdfText(await createPdfRenderer()(portfolio, new Date('2026-01-31T20:00:00.000Z')));
    expect(text).toContain('Verified by Priya Nair, Infosys, Mysuru on 1 Feb 2026');
    // A chosen calendar date stays that day.
    expect(text).toMatch(/1 Dec 2025 .{0,3}31 Jan 2026/);
    // Printed at 01:30 on 1 February in India: the footer says so too.
    expect(text).toContain('Portfolio of Ananya Sharma  ·  1 Feb 2026');
    expect(text).not.toContain('on 31 Jan 2026');
  });
});
