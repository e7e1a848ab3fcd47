// What other features open of the portfolio, each loaded lazily in a chunk of its own.

/** The add/edit form of a card (a recommended book is added through the books card's own form). */
export const loadCardFormDialog = () => import('./components/card-form-dialog');
