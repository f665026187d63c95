import type { ObjectStorage } from '../../storage/object-storage';

/** The first `length` bytes of an object (a ranged GET: never the whole file). */
export const readHead = async (storage: ObjectStorage, key: string, length: number): Promise<Buffer> => {
  const { body } = await storage.get(key, { start: 0, end: length - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).subarray(0, length);
};
