export * from './api';
export * from './constants';
export * from './enums';
export * from './lookups';
export * from './messages';
export * from './routes';
export * from './session';
