import { indiaMonth, monthsEnding, POINTS_CATEGORIES } from '@lbd/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { careerPathCoverage, pointsGrowth, pointsTotals, type Closer } from './student-dashboard.rules';

const NOW = new Date('2026-11-27T12:00:00Z');
const ledgerRow = fc.record({
  category: fc.constantFrom(...POINTS_CATEGORIES),
  points: fc.integer({ min: 0, max: 300 }),
  inserted_at: fc.date({ min: new Date('2023-01-01T00:00:00Z'), max: NOW, noInvalidDate: true }),
});

describe('points growth', () => {
  it('names the 12 months ending with the current one, in India', () => {
    expect(monthsEnding(NOW, 3)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(monthsEnding(new Date('2026-01-31T20:00:00Z'), 2)).toEqual(['2026-01', '2026-02']);
    expect(indiaMonth(new Date('2026-01-31T18:29:59Z'))).toBe('2026-01');
  });

  it('never falls, ends at the totals, and each month adds exactly what was added in it', () => {
    fc.assert(
      fc.property(fc.array(ledgerRow, { maxLength: 60 }), (ledger) => {
        const growth = pointsGrowth(ledger, NOW, 12);
        expect(growth).toHaveLength(12);
        expect(growth.at(-1)).toMatchObject(pointsTotals(ledger));
        for (let i = 1; i < growth.length; i++) {
          const added = ledger
            .filter((r) => indiaMonth(r.inserted_at) === growth[i]!.month)
            .reduce((sum, r) => sum + r.points, 0);
          expect(growth[i]!.total - growth[i - 1]!.total).toBe(added);
          for (const c of POINTS_CATEGORIES) expect(growth[i]![c]).toBeGreaterThanOrEqual(growth[i - 1]![c]);
        }
        for (const g of growth) expect(g.total).toBe(g.exposure + g.experience + g.education);
      }),
    );
  });
});

describe('career-path coverage', () => {
  const skills = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 15 });
  it('splits every skill into covered or missing, lists at most the limit, and pairs a closer only when one carries the skill', () => {
    fc.assert(
      fc.property(
        skills,
        skills,
        fc.array(fc.record({ id: fc.nat(), skill_ids: skills }), { maxLength: 6 }),
        (pathSkills, owned, found) => {
          const closers: Closer[] = found.map((c) => ({
            kind: 'event',
            id: c.id,
            title: `E${c.id}`,
            path: `/events/${c.id}`,
            skill_ids: c.skill_ids,
          }));
          const [path] = careerPathCoverage(
            [{ id: 1, name: 'Path', skills: pathSkills.map((id) => ({ id, name: `S${id}` })) }],
            new Set(owned),
            closers,
            5,
          );
          expect(path!.covered.length + path!.missing_total).toBe(pathSkills.length);
          expect(path!.covered.every((s) => owned.includes(s.id))).toBe(true);
          expect(path!.missing.length).toBe(Math.min(5, path!.missing_total));
          for (const m of path!.missing) {
            expect(owned).not.toContain(m.id);
            const first = closers.find((c) => c.skill_ids.includes(m.id));
            expect(m.closer?.id ?? null).toBe(first?.id ?? null);
          }
        },
      ),
    );
  });
});
