// The events feature's front door: what other features may use of it (the portfolio's event tabs).
export { useMyEvents, useRecommendedEvents } from './api';
export { EventCard, type EventCardProps } from './components/event-card';
