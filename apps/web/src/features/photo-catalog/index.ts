// The photo catalog's front door (issue 28 item 10): its page, lent to the marketing area as a lazy chunk.
export { loadPhotoCatalogPage } from './loaders';
