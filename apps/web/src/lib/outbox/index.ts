export { discardOutboxItem, findOutboxItem, flushOutbox, submitWrite } from './outbox.ts';
export type { OutboxItem, OutboxState, OutboxWrite, SubmitOutcome } from './outbox-types.ts';
export { useOutbox } from './use-outbox.ts';
export { useOutboxSync } from './use-outbox-sync.ts';
