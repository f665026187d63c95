import { S3Client } from '@aws-sdk/client-s3';
import type { IssuedCredentials } from '../grant';

/** The official AWS SDK client as a browser would configure it from a credential answer. */
export const sdkClient = (endpoint: string, c: IssuedCredentials, region = 'us-east-1') =>
  new S3Client({
    region,
    endpoint,
    forcePathStyle: true,
    credentials: {
      accessKeyId: c.tmpSecretId,
      secretAccessKey: c.tmpSecretKey,
      sessionToken: c.sessionToken,
    },
    maxAttempts: 1,
  });

/** The S3 error code of a failed SDK call. */
export const codeOf = async (call: Promise<unknown>): Promise<string> => {
  try {
    await call;
    return 'no error';
  } catch (error) {
    return (error as { name: string }).name;
  }
};
