export * from './storage';
export * from './greeting';
export * from './uuid';
export * from './numbers';
export * from './dates';
export * from './env';
export * from './text';
export * from './search';
