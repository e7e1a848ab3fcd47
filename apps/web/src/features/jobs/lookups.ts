// Career paths of the catalogue: the one search in lib/lookups-api.ts.
export { searchJobRoles } from '../../lib/lookups-api';
