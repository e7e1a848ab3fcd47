// The feedback feature's front door: the rating summary other features place on their detail pages.
export { RatingSummary } from './components/rating-summary';
