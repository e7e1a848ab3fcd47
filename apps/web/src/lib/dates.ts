/** Dates as the app shows them (SPEC §4.6): en-IN, a 12-hour clock, India time. Pure. */
const indiaDateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** '21 Nov 2026, 4:05 pm'; empty for a missing or broken date. */
export function indiaDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isFinite(at.getTime()) ? indiaDateTimeFormat.format(at) : '';
}

const indiaDateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '21 Nov 2026' (India's calendar day); empty for a missing or broken date. */
export function indiaDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isFinite(at.getTime()) ? indiaDateFormat.format(at) : '';
}
