import { canMoveEnrollment, type EnrollmentStatus, type OrgEnrollmentStatus } from '@lbd/shared/events';

/** How a registration's status reads to the organiser. */
export const STATUS_LABELS: Record<EnrollmentStatus, string> = {
  applied: 'Requested',
  enrolled: 'Joined',
  rejected: 'Declined',
  withdrawn: 'Withdrawn',
  attended: 'Attended',
};

const ACTION_LABELS: Record<OrgEnrollmentStatus, string> = {
  enrolled: 'Accept',
  rejected: 'Decline',
  attended: 'Mark attended',
};

/** The organiser's buttons on a registration: the moves the pipeline allows from its status. Pure. */
export function applicantActions(status: EnrollmentStatus): { status: OrgEnrollmentStatus; label: string }[] {
  return (Object.keys(ACTION_LABELS) as OrgEnrollmentStatus[])
    .filter((to) => canMoveEnrollment(status, to, 'org'))
    .map((to) => ({ status: to, label: ACTION_LABELS[to] }));
}
