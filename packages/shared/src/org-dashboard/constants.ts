/**
 * The kinds of content an organisation's dashboard counts and lists (issue 24 item 3): jobs (full and
 * part time), internships, events and clubs.
 */
export const ORG_ENTITY_KINDS = ['jobs', 'internships', 'events', 'clubs'] as const;
export type OrgEntityKind = (typeof ORG_ENTITY_KINDS)[number];

/** Every posting of an organisation goes draft -> published -> closed (SPEC §4.4). */
export const ORG_ENTITY_STATUSES = ['draft', 'published', 'closed'] as const;
export type OrgEntityStatus = (typeof ORG_ENTITY_STATUSES)[number];

/** The applicant funnel's stages in the order the dashboard shows them (application statuses). */
export const FUNNEL_STAGES = ['applied', 'shortlisted', 'selected', 'withdrawn', 'rejected'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The per-job rows of the organisation's funnel: its newest postings, never more (one chart's worth). */
export const ORG_FUNNEL_MAX_JOBS = 100;

/** How many of the applicants' skills a job summary names. */
export const JOB_SKILL_MIX_SIZE = 10;

/** The page of the organisation's own content the dashboard lists at a time. */
export const ORG_ENTITIES_PAGE_SIZE = 10;
