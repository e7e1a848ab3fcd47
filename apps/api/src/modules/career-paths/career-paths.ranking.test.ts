import { describe, expect, it } from 'vitest';
import { rankJobRole } from './career-paths.ranking';

const role = (over: Partial<Parameters<typeof rankJobRole>[0]> = {}) => ({
  id: 1,
  name: 'Data Analyst',
  description: 'Turns data into decisions with SQL and dashboards.',
  type: 'Data',
  skills: [
    { name: 'sql', display_name: 'SQL' },
    { name: 'python', display_name: 'Python' },
  ],
  ...over,
});

describe('rankJobRole', () => {
  it('scores nothing without a specialization or skills', () => {
    expect(rankJobRole(role(), { specialization: null, skills: new Set() })).toEqual({ score: 0, reasons: [] });
  });

  it('ranks a path of the stream above one of another stream', () => {
    const cs = { name: 'Computer Science and Engineering', stream: 'Engineering' };
    const data = rankJobRole(role(), { specialization: cs, skills: new Set() });
    const law = rankJobRole(role({ type: 'Law', name: 'Legal Associate', description: 'Drafts contracts.' }), {
      specialization: cs,
      skills: new Set(),
    });
    expect(data.score).toBeGreaterThan(law.score);
    expect(data.reasons).toContain('Common for Engineering graduates');
  });

  it('rewards shared words with the specialization and the student skills, and says why', () => {
    const r = rankJobRole(role(), {
      specialization: { name: 'Data Science', stream: 'Science' },
      skills: new Set(['sql', 'python', 'excel']),
    });
    expect(r.reasons).toContain('Matches your specialization (Data Science)');
    expect(r.reasons).toContain('Uses 2 of your skills: SQL, Python');
    expect(r.score).toBe(30 + 15 + 20);
  });
});
