import { todayOf } from '../portfolio/dates';
import type { PublishableEvent } from './constants';
import { EVENT_TEXTS } from './messages';

/**
 * Field problems that keep an event from being published (SPEC §4.4): a title, a description, a
 * category, a venue unless online, a start in the future, a duration, and a registration deadline
 * from today up to the day the event starts (in India). Shared, so the form can say it first.
 */
export function eventPublishProblems(e: PublishableEvent, now: Date): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!e.title.trim()) fields.title = EVENT_TEXTS.emptyTitle;
  if (!e.description.trim()) fields.description = EVENT_TEXTS.empty('Description');
  if (!e.category) fields.category = EVENT_TEXTS.chooseCategory;
  if (!e.is_online && !e.location.trim()) fields.location = EVENT_TEXTS.locationOrOnline;
  if (!e.starts_at) fields.starts_at = EVENT_TEXTS.empty('Start date and time');
  else if (new Date(e.starts_at).getTime() <= now.getTime()) fields.starts_at = EVENT_TEXTS.startInPast;
  if (e.duration_hours === null) fields.duration_hours = EVENT_TEXTS.empty('Duration');
  if (!e.apply_by) fields.apply_by = EVENT_TEXTS.empty('Registration deadline');
  else if (e.apply_by < todayOf(now)) fields.apply_by = EVENT_TEXTS.deadlinePast;
  else if (e.starts_at && e.apply_by > todayOf(new Date(e.starts_at))) fields.apply_by = EVENT_TEXTS.deadlineAfterStart;
  return fields;
}
