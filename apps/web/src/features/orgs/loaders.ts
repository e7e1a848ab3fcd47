// The orgs page that the community area routes to (SPEC §2.1), loaded lazily in a chunk of its own.

/** The partner companies and institutes (/partners/:type). */
export const loadPartnersAreaPage = () => import('./pages/partners-area-page');
