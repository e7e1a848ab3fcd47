// The marketing feature's front door: what other features may use of it (the terms modal shows the
// Terms of Use).
export { TERMS_PAGE } from './legal-content';
