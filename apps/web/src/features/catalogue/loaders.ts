// The catalogue pages other areas route to, each loaded lazily in a chunk of its own.

/** /catalogue (the admin area). */
export const loadCataloguePage = () => import('./pages/catalogue-page');
