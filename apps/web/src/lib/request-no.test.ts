import { requestNo as requestNoSchema } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, ClientCode } from './http';
import { createRequestNumbers, newRequestNo } from './request-no';

describe('request numbers', () => {
  it('keeps the number of an action whose outcome is unknown, and renews it once the server answered', async () => {
    const numbers = createRequestNumbers();
    const sent: string[] = [];
    const fail = (code: number) => async (no: string) => {
      sent.push(no);
      throw new ApiError('x', code);
    };
    await expect(numbers('card-1', fail(ClientCode.TIMEOUT))).rejects.toThrow();
    await expect(numbers('card-1', fail(ClientCode.NETWORK))).rejects.toThrow();
    expect(sent[1]).toBe(sent[0]);
    // A refusal is an answer: the next try is a new action.
    await expect(numbers('card-1', fail(-409))).rejects.toThrow();
    expect(sent[2]).toBe(sent[0]);
    await numbers('card-1', async (no) => sent.push(no));
    expect(sent[3]).not.toBe(sent[2]);
    await numbers('card-1', async (no) => sent.push(no));
    expect(sent[4]).not.toBe(sent[3]);
    expect(sent[0]).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('makes numbers the server schema accepts, each new', () => {
    expect(requestNoSchema.safeParse(newRequestNo()).success).toBe(true);
    expect(newRequestNo()).not.toBe(newRequestNo());
  });

  it('gives a double click the same number, and other actions their own', async () => {
    const numbers = createRequestNumbers();
    const seen: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async (no: string) => {
      seen.push(no);
      await held;
    };
    const clicks = [numbers('row-7', slow), numbers('row-7', slow), numbers('row-8', slow)];
    release();
    await Promise.all(clicks);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
  });
});
