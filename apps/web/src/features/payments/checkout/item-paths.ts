import type { PaymentItemKind } from '@lbd/shared/payments';

/** Where a sold item's own page is. */
export const itemPath = (kind: PaymentItemKind, id: number) =>
  kind === 'project' ? `/projects/${id}` : kind === 'quest' ? `/quests/${id}` : `/resourceGroups/${id}`;

/** '1 year of access', '90 days of access', 'Lifetime access'. */
export function accessText(days: number | null): string {
  if (days === null) return 'Lifetime access';
  if (days === 365) return '1 year of access';
  return `${days} days of access`;
}
