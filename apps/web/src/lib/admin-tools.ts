import { accessVerdict, type AdminCapability } from '@lbd/shared/access';
import { routeAt } from '@lbd/shared/routes';

/** An admin tool: a page of the admin menu (issue 29 item 11). */
export interface AdminTool {
  label: string;
  to: string;
}

/**
 * Every admin tool (page and label), in the admin menu's order. The bulk tools' pages are built by the
 * import pipeline (issue 29 items 1-6); their entries show already. Kept short: the app shell holds it.
 */
const TOOLS = [
  ['/adminDashboard', 'Admin Dashboard'],
  ['/accounts', 'Accounts'],
  ['/adminAccess', 'Admin Access'],
  ['/interventionEditAccess', 'Editing Intervention'],
  ['/institutePermission', 'Institute Permissions'],
  ['/auditTrail', 'Audit Trail'],
  ['/catalogue', 'Catalogue'],
  ['/bulkEnrollment', 'Bulk Enrolment'],
  ['/bulkProfileUpdation', 'Bulk Profile Update'],
  ['/bulkPortfolioUpdation', 'Bulk Portfolio Update'],
  ['/advisorBulkEnrollment', 'Mentor Bulk Enrolment'],
  ['/adminTestimonials', 'Testimonials'],
  ['/moderation', 'Moderation'],
  ['/createPayment', 'Payment Pages'],
] as const;
export const ADMIN_TOOLS: readonly AdminTool[] = TOOLS.map(([to, label]) => ({ to, label }));

/**
 * The tools an admin holding these capabilities may open (each page's declared access decides); an
 * admin without a list (made up by a script) may open them all.
 */
export function toolsFor(capabilities: readonly AdminCapability[] | undefined): AdminTool[] {
  return ADMIN_TOOLS.filter(
    (t) => accessVerdict({ isAdmin: true, capabilities, profileType: null }, routeAt(t.to)!.access) === 'allow',
  );
}
