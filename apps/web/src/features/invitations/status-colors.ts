import type { InvitationStatus } from '@lbd/shared/invitations';

/** Chip colours of an invitation's status (each label passes 4.5:1 on its chip). */
export const STATUS_COLORS: Record<InvitationStatus, 'default' | 'success' | 'primary'> = {
  invited: 'primary',
  accepted: 'success',
  declined: 'default',
};
