export * from './catalogue';
export * from './identity';
export * from './portfolio';
