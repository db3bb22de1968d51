export * from './audit.ts';
export * from './auth.ts';
export * from './daily-records.ts';
export * from './farms.ts';
export * from './meta.ts';
export * from './money-records.ts';
export * from './stock-records.ts';
export * from './users.ts';
