export * from './catalogue';
export * from './identity';
export * from './jobs';
export * from './portfolio';
export * from './readings';
