/** What other features use: sending a system message to an account. */
export { createMessageService, type MessageService } from './message.service';
