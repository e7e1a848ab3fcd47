import { describe, expect, it } from 'vitest';
import {
  createSkillBodySchema,
  verificationDecisionBodySchema,
  verificationRequestBodySchema,
  visibilityBodySchema,
} from './requests';
import { portfolioEntrySchema, portfolioSchema } from '.';

const meta = {
  id: 1,
  uuid: 'u',
  points: 10,
  skills: ['Java'],
  job_roles: [],
  life_skills: [],
  verification: null,
  verification_pending: false,
  inserted_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

describe('portfolio request bodies', () => {
  it('verification request: section key, entry id, verifier with exact messages', () => {
    const ok = verificationRequestBodySchema.parse({
      section: 'jobs',
      entry_id: 3,
      verifier_name: ' Ravi ',
      verifier_email: ' ravi@example.com ',
      verifier_organisation: 'Infosys',
    });
    expect(ok).toMatchObject({ verifier_name: 'Ravi', verifier_email: 'ravi@example.com' });
    const bad = verificationRequestBodySchema.safeParse({
      section: 'books',
      entry_id: 0,
      verifier_name: '',
      verifier_email: 'nope',
      verifier_organisation: 'x'.repeat(201),
    });
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      section: 'Please select a valid Section',
      verifier_name: 'Name cannot be empty',
      verifier_email: 'Enter a valid email id',
      verifier_organisation: 'Organisation cannot exceed 200 characters',
    });
    expect(verificationDecisionBodySchema.safeParse({ decision: 'maybe' }).success).toBe(false);
  });

  it('create skill: trimmed name, TECHNICAL by default; visibility a boolean', () => {
    expect(createSkillBodySchema.parse({ display_name: '  Rust ' })).toEqual({
      display_name: 'Rust',
      type: 'TECHNICAL',
    });
    expect(createSkillBodySchema.safeParse({ display_name: 'x'.repeat(121) }).error?.issues[0]?.message).toBe(
      'Skill cannot exceed 120 characters',
    );
    expect(visibilityBodySchema.safeParse({ is_public: 'yes' }).success).toBe(false);
  });
});

describe('portfolio responses', () => {
  it('an entry is told apart by its card and keeps the save body field names', () => {
    const job = portfolioEntrySchema.parse({
      ...meta,
      card: 'jobs',
      type: 'Job_Fulltime',
      title: 'SDE',
      host: 'Zoho',
      status: 'ongoing',
      startdate: '2025-01-06',
      finishdate: null,
      duration: 6,
      desc: 'Backend',
      extra_column: 'dropped',
    });
    expect(job).not.toHaveProperty('extra_column');
    expect(portfolioEntrySchema.safeParse({ ...meta, card: 'internships', type: 'Internship' }).success).toBe(false);
  });

  it('a portfolio has every section and totals', () => {
    const sections = Object.fromEntries(
      [
        'education',
        'semester',
        'external_courses',
        'certificate',
        'readings',
        'social_clubs',
        'external_projects',
        'internships',
        'jobs',
        'external_events',
      ].map((k) => [k, []]),
    );
    const parsed = portfolioSchema.parse({
      id: 1,
      uuid: 'u',
      is_public: true,
      profile: {
        id: 1,
        first_name: 'Asha',
        full_name: 'Asha Rao',
        avatar_url: null,
        institute: null,
        degree: null,
        specialization: null,
        graduation_year: null,
        email: 'private@example.com',
      },
      points: { exposure: 0, experience: 0, education: 0, total: 0 },
      career_paths: [],
      sections,
    });
    expect(parsed.profile).not.toHaveProperty('email');
  });
});
