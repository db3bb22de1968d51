/** One question and its answer on the help page. */
export type FaqItem = {
  id: string;
  question: string;
  answer: string;
};
