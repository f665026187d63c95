import { describe, expect, it } from 'vitest';
import { escapeXml, parseCompleteParts, parseRestoreRequest, xmlDocument } from './http/s3-xml';
import { assumeRoleForKey, sessionPolicy } from './s3/sts-credentials';

describe('S3 XML of the embedded endpoints', () => {
  it('reads CompleteMultipartUpload parts, with quoted or entity-encoded ETags', () => {
    const xml = `<?xml version="1.0"?><CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
      <Part><ETag>&quot;aa&quot;</ETag><PartNumber>1</PartNumber></Part>
      <Part><PartNumber>2</PartNumber><ETag>"bb"</ETag></Part></CompleteMultipartUpload>`;
    expect(parseCompleteParts(xml)).toEqual([
      { partNumber: 1, etag: '"aa"' },
      { partNumber: 2, etag: '"bb"' },
    ]);
    expect(parseCompleteParts('<Other/>')).toBeNull();
  });

  it('reads RestoreRequest, and notices when it is missing', () => {
    expect(parseRestoreRequest('<RestoreRequest><Days>3</Days></RestoreRequest>')).toEqual({
      days: 3,
      tier: undefined,
    });
    expect(parseRestoreRequest('')).toBeNull();
  });

  it('escapes text it writes', () => {
    expect(escapeXml('a<b>&"c"')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
    expect(xmlDocument('R', { Key: 'x&y', N: 2 })).toContain('<Key>x&amp;y</Key><N>2</N>');
  });
});

describe('STS AssumeRole for S3-mode browser credentials (no real STS here)', () => {
  const config = {
    kind: 's3' as const,
    secret: undefined,
    publicUrl: undefined,
    staleUploadMs: 1,
    bucket: 'uploads',
    region: 'us-east-1',
    endpoint: undefined,
    forcePathStyle: false,
    accessKeyId: 'AKIDSERVER',
    secretAccessKey: 'server-secret',
    roleArn: 'arn:aws:iam::123456789012:role/uploader',
    stsEndpoint: 'https://sts.us-east-1.amazonaws.com',
    browserAccess: 'sts' as const,
  };
  const scope = {
    key: 'stores/3/2026/11/0123456789abcdef-a.jpg',
    prefix: 'stores/3/',
    storeId: 3,
    accountId: 9,
    maxSize: 10,
  };

  it('limits the session policy to the key, and abort/list to the store prefix', () => {
    const policy = JSON.parse(sessionPolicy('uploads', scope));
    expect(policy.Statement[0].Resource).toEqual([
      'arn:aws:s3:::uploads/stores/3/2026/11/0123456789abcdef-a.jpg',
    ]);
    expect(policy.Statement[1].Resource).toEqual(['arn:aws:s3:::uploads/stores/3/*']);
    expect(policy.Statement[2].Condition).toEqual({ StringLike: { 's3:prefix': ['stores/3/*'] } });
  });

  it('limits an abort credential (no key) to listing and aborting under the prefix', () => {
    const policy = JSON.parse(sessionPolicy('uploads', { prefix: 'accounts/9/', accountId: 9 }));
    expect(policy.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: ['s3:AbortMultipartUpload'],
        Resource: ['arn:aws:s3:::uploads/accounts/9/*'],
      },
      {
        Effect: 'Allow',
        Action: ['s3:ListBucketMultipartUploads'],
        Resource: ['arn:aws:s3:::uploads'],
        Condition: { StringLike: { 's3:prefix': ['accounts/9/*'] } },
      },
    ]);
  });

  it('sends a signed AssumeRole for 900 s and reads the temporary key', async () => {
    let sent: { url: string; init: RequestInit } = { url: '', init: {} };
    const fakeFetch = (async (url: string, init: RequestInit) => {
      sent = { url, init };
      return new Response(
        `<AssumeRoleResponse><AssumeRoleResult><Credentials><AccessKeyId>ASIATEMP</AccessKeyId><SecretAccessKey>tmp</SecretAccessKey><SessionToken>tok</SessionToken><Expiration>2030-01-01T00:15:00Z</Expiration></Credentials></AssumeRoleResult></AssumeRoleResponse>`,
      );
    }) as unknown as typeof fetch;
    const issued = await assumeRoleForKey(config, scope, 900, fakeFetch);
    expect(issued).toMatchObject({
      tmpSecretId: 'ASIATEMP',
      tmpSecretKey: 'tmp',
      sessionToken: 'tok',
      expiredTime: 1893456900,
    });
    const body = new URLSearchParams(String(sent.init.body));
    expect(Object.fromEntries(body)).toMatchObject({
      Action: 'AssumeRole',
      DurationSeconds: '900',
      RoleArn: config.roleArn,
      RoleSessionName: 'store-3-account-9',
    });
    await assumeRoleForKey(config, { prefix: 'accounts/9/', accountId: 9 }, 900, fakeFetch);
    expect(new URLSearchParams(String(sent.init.body)).get('RoleSessionName')).toBe('account-9-abort');
    expect(String((sent.init.headers as Record<string, string>).authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDSERVER\/\d{8}\/us-east-1\/sts\/aws4_request/,
    );
  });

  it('refuses without a role', async () => {
    await expect(assumeRoleForKey({ ...config, roleArn: undefined }, scope, 900)).rejects.toMatchObject({
      code: 'NotConfigured',
    });
  });
});
