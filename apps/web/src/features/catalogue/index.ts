// The catalogue feature's front door: its page as a lazy chunk.
export { loadCataloguePage } from './loaders';
