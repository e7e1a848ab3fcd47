import { formatIndiaDate, formatIndiaDateTime } from '@lbd/shared/portfolio';

/*
 * Dates as the app shows them (SPEC §4.6: en-IN, a 12-hour clock): India's calendar day, by the one
 * rule the PDF and the emails use too (packages/shared/src/portfolio/dates.ts). Pure.
 */

/** '21 Nov 2026, 4:05 pm' (India); empty for a missing or broken date. */
export function indiaDateTime(iso: string | null | undefined): string {
  return formatIndiaDateTime(iso);
}

/** '21 Nov 2026' (India's calendar day); empty for a missing or broken date. */
export function indiaDate(iso: string | null | undefined): string {
  return formatIndiaDate(iso);
}
