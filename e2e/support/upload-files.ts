/** Test files for the upload suites, and reading stored objects back. */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const MB = 1024 * 1024;

/** A small video: an MP4 `ftyp` box and some bytes (enough for the report's sniffing). */
export const sampleVideo = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(2048, 4),
]);

/** A file of random bytes behind an MP4 `ftyp` box (the report sniffs the first bytes). */
export const writeVideoFile = (dir: string, name: string, size: number): { file: string; md5: string } => {
  const file = path.join(dir, name);
  const hash = createHash('md5');
  const fd = fs.openSync(file, 'w');
  try {
    const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]);
    for (let offset = 0; offset < size; offset += 4 * MB) {
      const chunk = randomBytes(Math.min(4 * MB, size - offset));
      if (offset === 0) head.copy(chunk);
      hash.update(chunk);
      fs.writeSync(fd, chunk);
    }
  } finally {
    fs.closeSync(fd);
  }
  return { file, md5: hash.digest('hex') };
};

/** CRC-32 of PNG chunks. */
const crc32 = (bytes: Buffer): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
};

/** A `size`×`size` RGB PNG with a gradient. */
export const writePngFile = (dir: string, name: string, size: number): string => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) rows.set([255 - y * 3, 128, x * 4], row + 1 + x * 3);
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const file = path.join(dir, name);
  fs.writeFileSync(file, png);
  return file;
};

/** MD5 and size of what a URL answers (a signed GET of a stored object). */
export const md5OfUrl = async (url: string): Promise<{ md5: string; size: number }> => {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET answered ${response.status}`);
  const hash = createHash('md5');
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { md5: hash.digest('hex'), size };
};
