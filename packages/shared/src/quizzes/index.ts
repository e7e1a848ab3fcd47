export * from './constants';
export * from './draw';
export * from './grading';
export * from './messages';
export * from './questions';
export * from './schemas';
export * from './present';
export * from './transfer';
