// What other features show of the photo catalog, each loaded lazily in a chunk of its own.

/** /instaCatalog, routed by the marketing area (SPEC §2.1 lists it with the public pages). */
export const loadPhotoCatalogPage = () => import('./pages/photo-catalog-page');
