import { ADMIN_CAPABILITIES, type AdminCapability } from '../access';

/** What each capability lets an admin do, as the access pages name it. */
export const CAPABILITY_LABELS: Record<AdminCapability, string> = {
  approve_profiles: 'Approve, deactivate and activate profiles; reset passwords; review testimonials',
  manage_catalogue: 'Keep the catalogue (skills, readings, degrees, organisations)',
  bulk_tools: 'Run bulk uploads and enrolments',
  all_org_content: 'Act on every organisation’s content',
  payments: 'Payments',
  reports: 'Dashboards, reports and the audit trail',
  editing_intervention: 'Edit others’ learning content (editing intervention)',
  manage_access: 'Grant access levels and set institute permissions',
};

/** Short names of the capabilities (chips, table cells). */
export const CAPABILITY_NAMES: Record<AdminCapability, string> = {
  approve_profiles: 'Approve profiles',
  manage_catalogue: 'Manage catalogue',
  bulk_tools: 'Bulk tools',
  all_org_content: 'All organisations’ content',
  payments: 'Payments',
  reports: 'Reports',
  editing_intervention: 'Editing intervention',
  manage_access: 'Manage access',
};

/** The built-in level holding every capability: the last person holding all of them cannot lose them. */
export const FULL_ADMIN_LEVEL = 'Full admin';
/** The built-in level /interventionEditAccess grants and revokes. */
export const INTERVENTION_LEVEL = 'Editing intervention';

/** The levels a data migration creates (built in: not edited, not removed). */
export const BUILT_IN_LEVELS: readonly {
  name: string;
  description: string;
  capabilities: readonly AdminCapability[];
}[] = [
  {
    name: FULL_ADMIN_LEVEL,
    description: 'Every admin tool, including granting access.',
    capabilities: ADMIN_CAPABILITIES,
  },
  {
    name: 'Approver',
    description: 'Approves organisations, activates and deactivates profiles, resets passwords.',
    capabilities: ['approve_profiles'],
  },
  {
    name: 'Catalogue keeper',
    description: 'Keeps skills, readings and the other catalogues tidy.',
    capabilities: ['manage_catalogue'],
  },
  {
    name: 'Bulk operator',
    description: 'Runs bulk uploads and enrolments for colleges.',
    capabilities: ['bulk_tools'],
  },
  {
    name: 'Reports',
    description: 'Reads the admin dashboard, reports and the audit trail.',
    capabilities: ['reports'],
  },
  {
    name: INTERVENTION_LEVEL,
    description: 'Edits learning content authored by others.',
    capabilities: ['editing_intervention'],
  },
];

/**
 * What an institute's college admins (students with the tpo / dept dashboard flags) may see. An institute
 * with no permission row sees all of them (what college admins saw before institute permissions).
 */
export const INSTITUTE_DASHBOARD_KEYS = [
  'institute_dashboard',
  'skills_dashboard',
  'shortlists',
  'enrollment_dashboard',
  'student_contact',
] as const;
export type InstituteDashboardKey = (typeof INSTITUTE_DASHBOARD_KEYS)[number];

export const INSTITUTE_DASHBOARD_LABELS: Record<InstituteDashboardKey, string> = {
  institute_dashboard: 'Institute dashboard (counters, splits, placement)',
  skills_dashboard: 'Skills dashboard',
  shortlists: 'Shortlists and the eligibility simulator',
  enrollment_dashboard: 'Enrolment dashboard',
  student_contact: 'Students’ email and phone',
};

export const ACCESS_LIMITS = {
  nameMax: 60,
  descriptionMax: 300,
  emailMax: 254,
  searchMax: 100,
  auditActionMax: 80,
  auditTargetMax: 64,
} as const;
