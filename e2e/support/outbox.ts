import fs from 'node:fs';
import path from 'node:path';

/** The newest code that the server's default SMS sender wrote for `phone`. */
export const latestSmsCode = (dataDir: string, phone: string): string => {
  const lines = fs.readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  const entries = lines.map((line) => JSON.parse(line) as { phone: string; code: string });
  const entry = entries.reverse().find((e) => e.phone === phone);
  if (!entry) throw new Error(`no code sent to ${phone}`);
  return entry.code;
};
