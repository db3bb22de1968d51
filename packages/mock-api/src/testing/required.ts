/** `value`, or a failure saying the sample data lacks a record the test needs. */
export function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The sample data lacks a record this test needs.');
  return value;
}
