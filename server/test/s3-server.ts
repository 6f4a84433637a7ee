// An S3-compatible server for the tests (s3rver, on a random port with its files in a temp directory): the real
// AWS SDK talks real HTTP to it, so the S3 storage driver is tested without mocking the SDK.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config';

export async function startS3Server(bucket = 'datacsv-test') {
  const directory = mkdtempSync(path.join(tmpdir(), 'datacsv-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts its documented default credentials.
  const settings: S3Settings = {
    bucket, region: 'us-east-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: '',
  };
  return {
    settings,
    /** The same as environment variables, for createTestApp. */
    env: {
      S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
