import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITEM_STATES, type ItemState } from './constants';
import {
  addDays,
  dueDateFor,
  isComplete,
  progressCounts,
  progressPercent,
  taskDaysLeft,
  type ProgressItem,
} from './progress';

const state = fc.constantFrom<ItemState>(...ITEM_STATES);
const item = fc.record({ required: fc.boolean(), state });
const items = fc.array(item, { maxLength: 40 });
/** A tree of items as authors build them: sections of items, flattened as the API reads them. */
const tree = fc.array(fc.array(item, { maxLength: 8 }), { maxLength: 6 }).map((sections) => sections.flat());

describe('progressPercent', () => {
  it('is a whole number from 0 to 100', () => {
    fc.assert(
      fc.property(fc.oneof(items, tree), (xs) => {
        const p = progressPercent(xs);
        expect(Number.isInteger(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('is 100 exactly when every required item is complete', () => {
    fc.assert(
      fc.property(fc.oneof(items, tree), (xs) => {
        const live = xs.filter((i) => i.state !== 'skipped');
        const required = live.filter((i) => i.required);
        const over = required.length > 0 ? required : live;
        const allDone = over.length > 0 && over.every((i) => i.state === 'complete');
        expect(progressPercent(xs) === 100).toBe(allDone);
        expect(isComplete(xs)).toBe(allDone);
      }),
    );
  });

  it('is 0 before the first completion', () => {
    fc.assert(
      fc.property(items, (xs) => {
        const none = xs.map((i) => ({ ...i, state: i.state === 'complete' ? ('open' as const) : i.state }));
        expect(progressPercent(none)).toBe(0);
      }),
    );
  });

  it('never goes down as items are completed, one event after another', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            required: fc.boolean(),
            state: fc.constantFrom<ItemState>('open', 'submitted', 'changes_requested', 'rejected'),
          }),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        fc.array(fc.nat(), { maxLength: 60 }),
        (start, events) => {
          const xs: ProgressItem[] = start.map((i) => ({ ...i }));
          let last = progressPercent(xs);
          for (const e of events) {
            const target = xs[e % xs.length]!;
            // A submission moves to review or back, never lowering a completed item.
            if (target.state !== 'complete')
              target.state = e % 3 === 0 ? 'complete' : e % 3 === 1 ? 'submitted' : 'rejected';
            const now = progressPercent(xs);
            expect(now).toBeGreaterThanOrEqual(last);
            last = now;
          }
        },
      ),
    );
  });

  it('never counts a submitted, returned or rejected deliverable as complete', () => {
    fc.assert(
      fc.property(fc.constantFrom<ItemState>('open', 'submitted', 'changes_requested', 'rejected'), (s) => {
        expect(progressPercent([{ required: true, state: s }])).toBe(0);
        expect(
          progressCounts([
            { required: true, state: s },
            { required: true, state: 'complete' },
          ]),
        ).toEqual({
          done: 1,
          total: 2,
        });
      }),
    );
  });

  it('rounds down: 2 of 3 is 66, 1 of 200 is 0 and 199 of 200 is 99', () => {
    const of = (done: number, total: number) =>
      Array.from({ length: total }, (_, i) => ({ required: true, state: i < done ? 'complete' : 'open' }) as const);
    expect(progressPercent(of(2, 3))).toBe(66);
    expect(progressPercent(of(1, 200))).toBe(0);
    expect(progressPercent(of(199, 200))).toBe(99);
    expect(progressPercent(of(200, 200))).toBe(100);
  });

  it('leaves optional items out while something is required, and skipped items always', () => {
    expect(
      progressPercent([
        { required: true, state: 'complete' },
        { required: false, state: 'open' },
        { required: true, state: 'skipped' },
      ]),
    ).toBe(100);
    expect(
      progressPercent([
        { required: false, state: 'complete' },
        { required: false, state: 'open' },
      ]),
    ).toBe(50);
    expect(progressPercent([])).toBe(0);
  });
});

describe('due dates', () => {
  it('counts days from the enrolment day, adds a standing accommodation, and a granted date wins', () => {
    expect(dueDateFor({ enrolledOn: '2026-11-25', dueDays: 7 })).toBe('2026-12-02');
    expect(dueDateFor({ enrolledOn: '2026-11-25', dueDays: 7, accommodationDays: 3 })).toBe('2026-12-05');
    expect(dueDateFor({ enrolledOn: '2026-11-25', dueDays: 7, granted: '2026-12-20' })).toBe('2026-12-20');
    expect(dueDateFor({ enrolledOn: '2026-11-25', dueDays: null })).toBeNull();
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('says weeks and days, Last Day on the day, and how overdue after it', () => {
    expect(taskDaysLeft(0)).toBe('Last Day');
    expect(taskDaysLeft(9)).toBe('1 week 2 days');
    expect(taskDaysLeft(-1)).toBe('Overdue by 1 day');
    expect(taskDaysLeft(-3)).toBe('Overdue by 3 days');
    expect(taskDaysLeft(null)).toBe('No due date');
  });
});
