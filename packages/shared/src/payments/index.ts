export * from './gst';
export * from './gstin';
export * from './invoice-number';
export * from './messages';
export * from './schemas';
export * from './states';
export * from './pages';
export * from './admin-schemas';
