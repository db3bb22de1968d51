/**
 * The record values without their schemas: choices, dates, limits, roles and which fields
 * carry money. No zod here: the web app's record lists import this module on its own
 * (`@flockbook/contracts/values`) and load the schemas only with a form.
 */
export * from './list-dialect.ts';
export * from './records/area-roles.ts';
export * from './records/field-values.ts';
export * from './records/flock-values.ts';
export * from './records/house-reading-values.ts';
export * from './records/money-values.ts';
export * from './records/stock-values.ts';
export { MONEY_FIELDS, isMoneyField, withoutMoney } from './records/money-fields.ts';
export type { MoneyField } from './records/money-fields.ts';
export * from './roles.ts';
