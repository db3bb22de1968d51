export * from './auth.ts';
export * from './meta.ts';
export * from './users.ts';
