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

/**
 * Waits until `phone` may be sent a code again: the server sends one code a minute to a phone
 * (smsLimits.phoneMinute), and several files send codes to the demo owner's phone (signing in,
 * binding a withdrawal account), in whatever order the suite runs them.
 */
export const waitUntilPhoneMayReceive = async (dataDir: string, phone: string): Promise<void> => {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
  const last = lines
    .map((line) => JSON.parse(line) as { phone: string; at?: string })
    .filter((e) => e.phone === phone && e.at)
    .at(-1);
  const wait = last ? Date.parse(last.at as string) + 61_000 - Date.now() : 0;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
};
