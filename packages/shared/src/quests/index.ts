export * from './rules';
export * from './schemas';
export * from './texts';
export * from './api';
export * from './students';
