import { POST_LIMITS as L } from '@lbd/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNewAccount, REPORT_WEIGHT_MAX, REPORT_WEIGHT_MIN, reportsHide, reportWeight, type ReporterStanding } from './moderation.policy';

const standing = fc.record<ReporterStanding>({
  profileType: fc.constantFrom('STUDENT', 'ADVISOR', 'COMPANY', 'INSTITUTION'),
  accountAgeDays: fc.double({ min: 0, max: 2000, noNaN: true }),
  approvedStaff: fc.boolean(),
  upheld: fc.nat(50),
  dismissed: fc.nat(50),
});

/** Moderation thresholds (issue 28 item 5): what reports weigh and when they hide a post. */
describe('report weights and the hiding threshold', () => {
  it('keeps every weight within its bounds, so no single report hides anything', () => {
    fc.assert(
      fc.property(standing, (s) => {
        const w = reportWeight(s);
        expect(w).toBeGreaterThanOrEqual(REPORT_WEIGHT_MIN);
        expect(w).toBeLessThanOrEqual(REPORT_WEIGHT_MAX);
        expect(reportsHide([w])).toBe(false);
      }),
    );
  });

  it('hides exactly when the weights reach the threshold, and another report never un-hides', () => {
    fc.assert(
      fc.property(fc.array(standing, { maxLength: 12 }), standing, (reporters, next) => {
        const weights = reporters.map(reportWeight);
        const sum = weights.reduce((a, b) => a + b, 0);
        expect(reportsHide(weights)).toBe(sum >= L.autoHideWeight - 1e-9);
        if (reportsHide(weights)) expect(reportsHide([...weights, reportWeight(next)])).toBe(true);
      }),
    );
  });

  it('weighs a new account no more than the same person later, and an upheld record never less', () => {
    fc.assert(
      fc.property(standing, fc.double({ min: 0, max: L.newAccountDays - 0.01, noNaN: true }), (s, young) => {
        const later = { ...s, accountAgeDays: L.newAccountDays + s.accountAgeDays };
        expect(reportWeight({ ...s, accountAgeDays: young })).toBeLessThanOrEqual(reportWeight(later));
        expect(reportWeight({ ...s, upheld: s.upheld + 1 })).toBeGreaterThanOrEqual(reportWeight(s));
      }),
    );
  });

  it('needs three established readers, two mentors or six new accounts', () => {
    const base: ReporterStanding = { profileType: 'STUDENT', accountAgeDays: 90, approvedStaff: false, upheld: 0, dismissed: 0 };
    const reader = reportWeight(base);
    const newcomer = reportWeight({ ...base, accountAgeDays: 1 });
    const mentor = reportWeight({ ...base, profileType: 'ADVISOR' });
    expect(reportsHide([reader, reader])).toBe(false);
    expect(reportsHide([reader, reader, reader])).toBe(true);
    expect(reportsHide([mentor])).toBe(false);
    expect(reportsHide([mentor, mentor])).toBe(true);
    expect(reportsHide(Array(5).fill(newcomer))).toBe(false);
    expect(reportsHide(Array(6).fill(newcomer))).toBe(true);
    // Someone whose reports were mostly dismissed counts for half.
    expect(reportWeight({ ...base, dismissed: 4 })).toBe(reader / 2);
  });

  it('counts an account as new for its first days only', () => {
    const made = new Date('2026-11-01T00:00:00Z');
    expect(isNewAccount(made, new Date('2026-11-03T23:59:00Z'))).toBe(true);
    expect(isNewAccount(made, new Date('2026-11-04T00:00:00Z'))).toBe(false);
  });
});
