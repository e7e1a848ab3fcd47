// The clubs feature's front door: what other features may use of it (the portfolio's club tabs).
export { useMyClubs, useRecommendedClubs } from './api';
export { ClubCard } from './components/club-card';
