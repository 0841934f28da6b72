// S3 as s3rver: the uploads, media and reports buckets in a directory, open to the browser's presigned
// PUTs and GETs, and reporting every new object like an S3 event notification. Everybody reaches it
// through its front (s3-front.ts), which checks every request's signature as S3 does.
import type { S3EventRecord } from 'aws-lambda';
import S3rver from 's3rver';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account.js';
import { localCredentials } from './local-aws';
import { startS3Front } from './s3-front';

export interface BucketNames {
  uploads: string;
  media: string;
  reports: string;
}

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

// The browser uploads straight to the bucket with presigned URLs, from any local host.
const browserCors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

// s3rver only knows its own S3RVER key; the handlers sign with the local cloud's.
DUMMY_ACCOUNT.createKeyPair(localCredentials.accessKeyId, localCredentials.secretAccessKey);

export async function startS3(
  directory: string,
  buckets: BucketNames,
  onRecord: (record: S3EventRecord) => void,
): Promise<LocalS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: Object.values(buckets).map((name) => ({ name, configs: [browserCors] })),
  });
  server.on('event', (event) => event.Records.forEach(onRecord));
  const { port } = await server.run();
  try {
    const front = await startS3Front(port);
    return {
      endpoint: front.endpoint,
      stop: async () => {
        await front.stop();
        await server.close();
      },
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}
