/** The transactional outbox (docs/jobs-and-outbox.md): enqueue in the change's transaction, delivered at least once. */
export { enqueueOutbox, type OutboxEntry } from './enqueue';
export {
  createOutbox,
  OUTBOX_JOB,
  type Outbox,
  type OutboxDelivery,
  type OutboxHandler,
} from './outbox';
export { enterRequestScope } from './outbox-scope';
