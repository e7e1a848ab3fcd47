import { ADMIN_CAPABILITIES, levelUnlocks, ROUTES, type AdminCapability } from '@lbd/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFullAdmin, leavesNoFullAdmin, missingCapability, touchedByEdit, unionOf } from './access-levels.policy';

const capabilitySet = fc.subarray([...ADMIN_CAPABILITIES]);

describe('who may change admin rights (decision 0084)', () => {
  it('a change is refused exactly when it touches a capability the actor lacks, naming one of those', () => {
    fc.assert(
      fc.property(capabilitySet, capabilitySet, (actor, touched) => {
        const missing = missingCapability(actor, touched);
        const lacks = touched.filter((c) => !actor.includes(c));
        if (lacks.length === 0) expect(missing).toBeNull();
        else expect(lacks).toContain(missing);
      }),
    );
  });

  it('an actor without a list (a script) holds every capability', () => {
    fc.assert(
      fc.property(capabilitySet, (touched) => {
        expect(missingCapability(undefined, touched)).toBeNull();
      }),
    );
  });

  it('editing a level touches what it had and what it will have: nobody edits a capability out that they lack', () => {
    fc.assert(
      fc.property(capabilitySet, capabilitySet, capabilitySet, (actor, before, after) => {
        const refused = missingCapability(actor, touchedByEdit(before, after)) !== null;
        const shouldRefuse = [...before, ...after].some((c) => !actor.includes(c));
        expect(refused).toBe(shouldRefuse);
      }),
    );
  });

  it('the union of levels holds a capability when one of them does; full admin means every one', () => {
    fc.assert(
      fc.property(fc.array(capabilitySet, { maxLength: 4 }), (levels) => {
        const union = unionOf(levels);
        for (const c of ADMIN_CAPABILITIES) expect(union.includes(c)).toBe(levels.some((l) => l.includes(c)));
        expect(isFullAdmin(union)).toBe(union.length === ADMIN_CAPABILITIES.length);
      }),
    );
  });

  it('a change may not leave nobody holding every capability (unless nobody did before)', () => {
    fc.assert(
      fc.property(fc.nat(5), fc.nat(5), (before, after) => {
        expect(leavesNoFullAdmin(before, after)).toBe(after === 0 && before > 0);
      }),
    );
  });

  it('a level unlocks only pages an admin holding it may open and a signed-in user without one may not', () => {
    fc.assert(
      fc.property(capabilitySet, (caps: AdminCapability[]) => {
        for (const route of ROUTES) {
          if (!levelUnlocks(route.access, caps)) continue;
          expect(route.access).not.toBe('public');
          expect(route.access).not.toBe('signed_in');
          if (typeof route.access === 'object' && 'admin' in route.access) expect(caps).toContain(route.access.admin);
        }
        // More capabilities never unlock fewer pages.
        const more = unionOf([caps, ['reports']]);
        for (const route of ROUTES)
          if (levelUnlocks(route.access, caps)) expect(levelUnlocks(route.access, more)).toBe(true);
      }),
    );
  });
});
