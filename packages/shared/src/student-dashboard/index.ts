export * from './constants';
export * from './schemas';
export * from './my-entity-counts';
