/** What other features use: queueing a system message to an account in their transaction. */
export { createMessageService, type MessageService } from './message.service';
export {
  deliverSystemMessage,
  handleSystemMessages,
  queueSystemMessage,
  SYSTEM_MESSAGE_TOPIC,
  systemMessageOutbox,
} from './system-message-outbox';
