import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Sends a text message. Production deployments plug in their SMS provider here. */
export interface SmsSender {
  send(message: { phone: string; code: string; text: string }): Promise<void>;
}

/**
 * The default sender: writes the message to the server log and appends one JSON line
 * `{phone, code, text, at}` to sms-outbox.jsonl in the data folder, which the demo and the
 * tests read.
 */
export const createOutboxSmsSender = (dataDir: string, log: FastifyBaseLogger): SmsSender => {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  return {
    async send({ phone, code, text }) {
      log.info({ phone, text }, 'sms sent to outbox');
      await fs.mkdir(dataDir, { recursive: true });
      await fs.appendFile(file, `${JSON.stringify({ phone, code, text, at: new Date().toISOString() })}\n`);
    },
  };
};
