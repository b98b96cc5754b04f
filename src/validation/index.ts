export * from './types';
export * from './rules';
export * from './password';
export * from './table-patterns';
export * from './async-rules';
