// The readings feature's front door: what other features may use of it (the portfolio's reading tabs).
export { useRecommendedReadings } from './api';
export { ReadingCard } from './components/reading-card';
