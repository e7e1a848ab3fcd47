// The jobs feature's front door: what other features may use of it (the portfolio's job tabs, the
// header's job alerts).
export { useMyJobs } from './api';
export { JobCard } from './components/job-card';
export { daysLeftTone } from './job-helpers';
