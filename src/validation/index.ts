export * from './types';
export * from './rules';
export * from './password';
export * from './table-patterns';
