export * from './constants';
export * from './messages';
export * from './progress';
export * from './schemas';
