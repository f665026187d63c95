import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createSessionToken } from '../../test/factories';
import { createUploadKit, samples, type UploadKit } from './upload-test-kit';

interface FileValue {
  id: number;
  key: string;
  file_name: string;
  size: number;
  url: string;
}

const byPurpose = (purpose: string) => ({
  restrictions: [{ name: 'purpose', operator: '=', value: purpose }],
});

describe('media library: /api/upload/files', () => {
  let k: UploadKit;
  const ids: number[] = [];
  beforeAll(async () => {
    k = await createUploadKit();
    for (const [name, bytes, type] of [
      ['one.jpg', samples.jpeg, 'image/jpeg'],
      ['two.pdf', samples.pdf, 'application/pdf'],
      ['three.png', samples.png, 'image/png'],
    ] as const) {
      const c = await k.upload(name, bytes, type);
      const res = await k.call('POST', '/api/upload/report', {
        key: c.storage.key,
        size: bytes.length,
        content_type: type,
        file_name: name,
      });
      ids.push((res.body.value as FileValue).id);
    }
  });
  afterAll(() => k.t.close());

  it("lists the store's files newest first, paged, filtered by purpose", async () => {
    const page = (await k.call('POST', '/api/upload/files', { pageable: { number: 1, size: 2 } })).body
      .value as {
      content: FileValue[];
      total: number;
      number: number;
      size: number;
    };
    expect(page).toMatchObject({ total: 3, number: 1, size: 2 });
    expect(page.content.map((f) => f.file_name)).toEqual(['three.png', 'two.pdf']);
    expect(page.content[0]?.url).toContain('X-Amz-Signature=');
    const second = (await k.call('POST', '/api/upload/files', { pageable: { number: 2, size: 2 } })).body
      .value as {
      content: FileValue[];
    };
    expect(second.content.map((f) => f.file_name)).toEqual(['one.jpg']);
    const images = (await k.call('POST', '/api/upload/files', byPurpose('image'))).body.value as {
      content: FileValue[];
      total: number;
    };
    expect(images.total).toBe(2);
    expect(
      (
        await k.call('POST', '/api/upload/files', {
          restrictions: [{ name: 'purpose', operator: 'like', value: 'i' }],
        })
      ).body.code,
    ).toBe(Code.VALIDATION);
    const bySize = (await k.call('POST', '/api/upload/files', { sorts: [{ name: 'size', sort: 'asc' }] }))
      .body.value as { content: FileValue[] };
    const sizes = bySize.content.map((f) => f.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });

  it('gives a fresh signed URL, and hides files of other stores', async () => {
    const res = await k.call('GET', `/api/upload/files/${ids[0]}/url`);
    const read = await fetch((res.body.value as { url: string }).url);
    expect(Buffer.from(await read.arrayBuffer()).equals(samples.jpeg)).toBe(true);
    const other = await createMerchant(k.t.app.deps.db);
    const otherToken = await createSessionToken(k.t.app.deps.db, other.accountId, {
      storeId: other.storeIds[0],
    });
    expect(
      ((await k.call('POST', '/api/upload/files', {}, otherToken)).body.value as { total: number }).total,
    ).toBe(0);
    const denied = await k.call('GET', `/api/upload/files/${ids[0]}/url`, undefined, otherToken, 'zh');
    expect(denied.body).toMatchObject({ code: Code.NOT_FOUND, message: '该文件不存在' });
    expect((await k.call('DELETE', `/api/upload/files/${ids[0]}`, undefined, otherToken)).body.code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('deletes a file: its record and its object', async () => {
    const list = (await k.call('POST', '/api/upload/files', byPurpose('document'))).body.value as {
      content: FileValue[];
    };
    const doc = list.content[0] as FileValue;
    expect((await k.call('DELETE', `/api/upload/files/${doc.id}`)).body).toMatchObject({
      code: Code.OK,
      value: null,
    });
    expect(await k.t.app.deps.storage.objects.head(doc.key)).toBeNull();
    expect((await k.call('GET', `/api/upload/files/${doc.id}/url`)).body.code).toBe(Code.NOT_FOUND);
  });

  it('has a menu entry under store management', async () => {
    const tree = (await k.call('GET', '/api/permission/auth/menu', undefined, k.token, 'zh')).body
      .value as unknown as {
      id: number;
      children: { id: number; name: string; url: string }[];
    }[];
    const store = tree.find((m) => m.id === 4);
    expect(store?.children.at(-1)).toMatchObject({ id: 404, name: '素材库', url: '/files' });
    const functions = await k.call('GET', '/api/permission/auth/menu/function/404');
    expect(functions.body.value).toEqual([
      { id: 40401, name: 'upload:delete', title: 'Delete files' },
      { id: 40402, name: 'upload:view', title: 'View' },
    ]);
  });
});
