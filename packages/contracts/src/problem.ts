import { z } from 'zod';

/** RFC 9457 problem details, with field errors under `errors` (field name -> message). */
export const problemDetailsSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  /** The record a refused one would repeat, where only one may exist (e.g. per flock and day). */
  existingId: z.string().optional(),
  /**
   * Values refused as unusual for the flock (field -> its target, e.g. "190 g"): the same
   * values are kept when sent again with `confirmUnusual: true`.
   */
  unusual: z.record(z.string(), z.string()).optional(),
});
export type ProblemDetails = z.infer<typeof problemDetailsSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
