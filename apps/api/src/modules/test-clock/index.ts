/** A clock admins may move forward (TEST_CLOCK_CONTROL): app.ts makes it the app's clock and registers its route. */
export { createMovableClock, testClockRoutes, type MovableClock } from './test-clock';
