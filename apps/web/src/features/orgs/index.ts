// The orgs feature's front door: what other features may use of it.
export { loadPartnersAreaPage } from './loaders';
