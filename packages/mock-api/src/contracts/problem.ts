/** Error body of the mock for a request it cannot answer (RFC 9457 problem details). */
export type MockProblem = {
  type: string;
  title: string;
  status: number;
  detail: string;
};
