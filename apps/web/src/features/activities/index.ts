// The activities feature's front door: what other features may use of it.
export { loadStudentActivityList } from './loaders';
