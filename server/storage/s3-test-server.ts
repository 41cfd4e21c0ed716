import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** Test support: an S3-compatible server (s3rver) on a free loopback port, its data in a temp folder. */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** Credentials s3rver knows. */
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
  </CORSRule>
</CORSConfiguration>`;

export async function startS3Server(bucket = 'lab-files'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'lab-portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
