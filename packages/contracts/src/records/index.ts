export * from './audit.ts';
export * from './daily-records.ts';
export * from './farms.ts';
export * from './fields.ts';
export * from './flocks.ts';
export * from './slug.ts';
export * from './stock-records.ts';
export * from './money-records.ts';
