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
});
