export * from './gst';
export * from './gstin';
export * from './invoice-number';
export * from './states';
