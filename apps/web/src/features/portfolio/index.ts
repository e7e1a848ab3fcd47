// The portfolio feature's front door: what other features may use of it (features that add entries
// to the portfolio refresh it by this key).
export { MY_PORTFOLIO_KEY } from './api';
