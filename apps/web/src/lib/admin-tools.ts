import { accessVerdict, holdsCapability, type AdminCapability } from '@lbd/shared/access';
import type { CurrentUser } from '@lbd/shared/identity';
import { routeAt } from '@lbd/shared/routes';

/** An admin tool: a page of the admin menu (issue 29 item 11). */
export interface AdminTool {
  key: string;
  label: string;
  to: string;
  /** What the tool is for, on the tool links of /accounts and /adminDashboard. */
  description: string;
}

/**
 * Every admin tool, in the admin menu's order. The bulk tools' pages are built by the import pipeline
 * (issue 29 items 1-6); their entries show already.
 */
export const ADMIN_TOOLS: readonly AdminTool[] = [
  {
    key: 'adminDashboard',
    label: 'Admin Dashboard',
    to: '/adminDashboard',
    description: 'Sign-ups, active users, approvals waiting, queue health.',
  },
  {
    key: 'accounts',
    label: 'Accounts',
    to: '/accounts',
    description: 'Approve organisations; find, activate or deactivate profiles; reset passwords.',
  },
  { key: 'adminAccess', label: 'Admin Access', to: '/adminAccess', description: 'Access levels and who holds them.' },
  {
    key: 'interventionEditAccess',
    label: 'Editing Intervention',
    to: '/interventionEditAccess',
    description: 'Who may edit learning content others authored.',
  },
  {
    key: 'institutePermission',
    label: 'Institute Permissions',
    to: '/institutePermission',
    description: 'What each institute’s college admins may see.',
  },
  { key: 'auditTrail', label: 'Audit Trail', to: '/auditTrail', description: 'Who changed what, and when.' },
  { key: 'bulkEnrollment', label: 'Bulk Enrolment', to: '/bulkEnrollment', description: 'Enrol students from a file.' },
  {
    key: 'bulkProfileUpdation',
    label: 'Bulk Profile Update',
    to: '/bulkProfileUpdation',
    description: 'Update profiles from a file.',
  },
  {
    key: 'bulkPortfolioUpdation',
    label: 'Bulk Portfolio Update',
    to: '/bulkPortfolioUpdation',
    description: 'Education and semester records from a file.',
  },
  {
    key: 'advisorBulkEnrollment',
    label: 'Mentor Bulk Enrolment',
    to: '/advisorBulkEnrollment',
    description: 'Assign mentors from a file.',
  },
  {
    key: 'testimonials',
    label: 'Testimonials',
    to: '/adminTestimonials',
    description: 'Review testimonials before they are shown.',
  },
  { key: 'moderation', label: 'Moderation', to: '/moderation', description: 'Reported posts and comments.' },
];

/**
 * The tools an admin holding these capabilities may open (each page's declared access decides); an
 * admin without a list (made up by a script) may open them all.
 */
export function toolsFor(capabilities: readonly AdminCapability[] | undefined): AdminTool[] {
  return ADMIN_TOOLS.filter((t) => {
    const route = routeAt(t.to);
    return !route || accessVerdict({ isAdmin: true, capabilities, profileType: null }, route.access) === 'allow';
  });
}

/** Whether the signed-in user is an admin holding this capability (a list left out: every one). */
export function userHolds(user: CurrentUser | null | undefined, capability: AdminCapability): boolean {
  return holdsCapability(
    user ? { isAdmin: user.is_admin === true, capabilities: user.admin_capabilities, profileType: null } : null,
    capability,
  );
}
