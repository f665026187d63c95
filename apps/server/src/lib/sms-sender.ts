import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Sends a text message (docs/sms.md). The demo sender below is the default outside production;
 * Tencent Cloud SMS (lib/sms/tencent-sms-sender.ts) is the real one; lib/sms/sms-config.ts chooses.
 */
export interface SmsSender {
  send(message: { phone: string; code: string; text: string }): Promise<void>;
}

/** 13800138000 → 138****8000: enough to follow a send in the log, not to read the number. */
export const maskPhone = (phone: string): string =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';

/**
 * The demo sender: appends one JSON line `{phone, code, text, at}` to sms-outbox.jsonl in the
 * data folder, which the demo and the tests read, and logs that it did (the log line names the
 * masked phone and the file, never the code: logs are shipped and kept where codes must not be).
 */
export const createOutboxSmsSender = (dataDir: string, log: FastifyBaseLogger): SmsSender => {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  return {
    async send({ phone, code, text }) {
      await fs.mkdir(dataDir, { recursive: true });
      await fs.appendFile(file, `${JSON.stringify({ phone, code, text, at: new Date().toISOString() })}\n`);
      log.info({ phone: maskPhone(phone), file }, 'sms written to the demo outbox file');
    },
  };
};
