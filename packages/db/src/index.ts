export * from './client.ts';
export * from './list.ts';
export * from './passwords.ts';
export * from './schema/index.ts';
export { seedDemoData, DEMO_USERS } from './seed/index.ts';
export * from './flock-record-tables.ts';
