import { daysBetween, formatDaysLeft } from '../jobs/format';
import { todayOf } from '../portfolio/dates';
import type { ItemState } from './constants';
import { LEARNING_TEXTS, overdueText } from './messages';

/*
 * Progress and due dates: pure, so that every page, the API, the dashboards and the PDF show the same
 * number for the same facts.
 */

export interface ProgressItem {
  /** Optional items never hold progress back; they count only when nothing is required. */
  required: boolean;
  state: ItemState;
}

/** The items progress is measured over: the required ones (a skipped item is no longer required). */
function counted(items: readonly ProgressItem[]): readonly ProgressItem[] {
  const live = items.filter((i) => i.state !== 'skipped');
  const required = live.filter((i) => i.required);
  return required.length > 0 ? required : live;
}

/**
 * Percent complete, a whole number 0..100: the share of counted items that are complete, rounded
 * down, so 100 means exactly that every counted item is complete (never 'almost'). Nothing to do is 0.
 */
export function progressPercent(items: readonly ProgressItem[]): number {
  const over = counted(items);
  if (over.length === 0) return 0;
  const done = over.filter((i) => i.state === 'complete').length;
  return Math.floor((done * 100) / over.length);
}

/** Is every counted item complete (and there is at least one)? The same fact as progressPercent = 100. */
export function isComplete(items: readonly ProgressItem[]): boolean {
  const over = counted(items);
  return over.length > 0 && over.every((i) => i.state === 'complete');
}

/** Counts for a page: done of total. */
export function progressCounts(items: readonly ProgressItem[]): { done: number; total: number } {
  const over = counted(items);
  return { done: over.filter((i) => i.state === 'complete').length, total: over.length };
}

/** 'YYYY-MM-DD' plus whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * One student's due date for an item: the date a mentor granted them if any, else the enrolment day
 * (in India) plus the item's days plus the student's standing accommodation. Null: the item has none.
 */
export function dueDateFor(o: {
  enrolledOn: string;
  dueDays: number | null;
  accommodationDays?: number;
  granted?: string | null;
}): string | null {
  if (o.granted) return o.granted;
  if (o.dueDays === null) return null;
  return addDays(o.enrolledOn, o.dueDays + (o.accommodationDays ?? 0));
}

/** Days from today (in India) to a due date: negative when it has passed. */
export const daysUntil = (due: string, now: Date): number => daysBetween(todayOf(now), due);

/** Time left on a task (SPEC §9): weeks and days, 'Last Day' on the day, 'Overdue by N days' after. */
export function taskDaysLeft(days: number | null): string {
  if (days === null) return LEARNING_TEXTS.noDueDate;
  return days < 0 ? overdueText(-days) : formatDaysLeft(days);
}
