import { CAPABILITY_NAMES } from './constants';
import type { AdminCapability } from '../access';

/** Texts of access levels, grants, institute permissions and the audit trail (the product's own words). */
export const ACCESS_TEXTS = {
  nameRequired: 'Please enter a name for the access level.',
  nameLong: 'The name can have at most 60 characters.',
  descriptionLong: 'The description can have at most 300 characters.',
  capabilitiesRequired: 'Choose at least one capability.',
  nameTaken: 'An access level with this name already exists.',
  builtInLocked: 'Built-in access levels cannot be changed.',
  capabilityNotHeld: (c: AdminCapability) =>
    `You cannot give the capability '${CAPABILITY_NAMES[c]}' because you do not hold it.`,
  lastFullAdmin: 'This would leave nobody holding every admin capability. Grant Full admin to someone else first.',
  emailInvalid: 'Please enter a valid email address.',
  noAccount: 'No account uses this email address.',
  alreadyGranted: 'This person already holds this access level.',
  noInterventionAccess: 'This person has no editing-intervention access to revoke.',
  interventionViaLevel:
    'Editing intervention also comes with another of their levels; revoke that level on the Admin access page.',
  instituteRequired: 'Choose an institute.',
  notAnInstitute: 'This organisation is not an institute.',
  permissionExists: 'This institute already has permissions; edit them instead.',
  dateRange: 'The start date must be on or before the end date.',
  // Page texts.
  levelsHeading: 'Admin access',
  levelsIntro:
    'Access levels are named sets of capabilities. Grant one to a person to make them an admin with those capabilities.',
  interventionHeading: 'Editing intervention access',
  interventionIntro: 'People who may edit learning content that others authored.',
  permissionsHeading: 'Institute permissions',
  permissionsIntro:
    'Which dashboards and data each institute’s college admins may see. An institute without a row sees all of them.',
  createPermissionHeading: 'New institute permissions',
  updatePermissionHeading: 'Edit institute permissions',
  viewAsHeading: (name: string) => `View as: ${name}`,
  auditHeading: 'Audit trail',
  auditIntro:
    'Who changed what, when: approvals, activations, password resets, grants, revocations and catalogue edits.',
  granted: 'Access granted.',
  revoked: 'Access revoked.',
  saved: 'Saved.',
} as const;
