export * from './auth.ts';
export * from './health.ts';
export * from './list-query.ts';
export * from './problem.ts';
export * from './records/index.ts';
export * from './settings.ts';
export * from './text.ts';
