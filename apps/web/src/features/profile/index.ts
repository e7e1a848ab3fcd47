// The profile feature's front door: what other features may use of it.
export { loadJobRolesPage, loadSelectJobRolesPage } from './loaders';
