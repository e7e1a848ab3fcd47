import type { PublishableClub } from './constants';
import { CLUB_TEXTS } from './messages';

/**
 * Field problems that keep a club from being published: a title, a description, a type, a host,
 * and a place unless it meets online. The web form shows the same messages before it asks.
 */
export function clubPublishProblems(club: PublishableClub): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!club.title.trim()) fields.title = CLUB_TEXTS.empty('Title');
  if (!club.description.trim()) fields.description = CLUB_TEXTS.empty('Description');
  if (!club.club_type) fields.club_type = CLUB_TEXTS.chooseType;
  if (!club.host.trim()) fields.host = CLUB_TEXTS.empty('Host');
  if (!club.is_online && !club.location.trim()) fields.location = CLUB_TEXTS.locationOrOnline;
  return fields;
}
