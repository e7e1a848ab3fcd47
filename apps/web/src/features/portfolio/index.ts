// The portfolio feature's front door: what other features may use of it (features that add entries
// to the portfolio refresh it by this key; a recommended book opens the books card's own form).
export { MY_PORTFOLIO_KEY } from './api';
export { loadCardFormDialog } from './loaders';
export type { FormValues as CardFormValues } from './form-model';
