export * from './keys';
export * from './session';
export * from './store';
export * from './permissions';
export * from './disabled-auth';
export * from './sign-out-reason';
