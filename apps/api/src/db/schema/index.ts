export * from './catalogue';
export * from './clubs';
export * from './identity';
export * from './jobs';
export * from './portfolio';
