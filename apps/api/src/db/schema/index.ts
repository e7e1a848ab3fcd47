export * from './catalogue';
export * from './events';
export * from './clubs';
export * from './identity';
export * from './jobs';
export * from './portfolio';
export * from './mail';
export * from './readings';
