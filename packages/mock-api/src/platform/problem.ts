import { z } from 'zod';

/** Error body of the mock for a request it cannot answer (RFC 9457 problem details). */
export const mockProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
});

export type MockProblem = z.infer<typeof mockProblemSchema>;
