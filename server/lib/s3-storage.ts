// Storage in an S3-compatible bucket (AWS S3, MinIO, R2...), so every instance sees the same files.
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, Readable } from 'node:stream';
import type { S3Settings } from '../config';
import { checkKey, type Storage } from './storage';

/** Multipart upload size: large dataset files go up in parts of this size, four at a time. */
const PART_BYTES = 8 * 1024 * 1024;

export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey
      ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where S3 demands them: many S3-compatible stores reject the SDK's newer default CRC headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${checkKey(key)}`;

  return {
    async put(key, body) {
      let bytes = 0;
      const counted = Readable.from(body).map((chunk: string | Buffer) => {
        const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        bytes += buf.length;
        return buf;
      });
      // An S3 object appears only when its upload completes, so readers never see half a file.
      await new Upload({ client, params: { Bucket, Key: objectKey(key), Body: counted }, partSize: PART_BYTES, queueSize: 4 }).done();
      return { bytes };
    },

    read(key, opts = {}) {
      // A stream handed out at once, like fs.createReadStream: the request starts now, errors arrive on the stream,
      // and destroying it (a client that went away) aborts the download from S3.
      const out = new PassThrough({ highWaterMark: opts.chunkBytes ?? 1 << 16 });
      const abort = new AbortController();
      out.once('close', () => abort.abort());
      const range = opts.start !== undefined || opts.end !== undefined ? `bytes=${opts.start ?? 0}-${opts.end ?? ''}` : undefined;
      client.send(new GetObjectCommand({ Bucket, Key: objectKey(key), Range: range }), { abortSignal: abort.signal })
        .then((res) => {
          const body = res.Body as Readable;
          body.on('error', (err) => out.destroy(err));
          body.pipe(out);
        })
        .catch((err: unknown) => out.destroy(err as Error));
      return out;
    },

    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return head.ContentLength ?? null;
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
