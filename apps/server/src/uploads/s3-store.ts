import { PassThrough, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type Clock, type FileStore, newUploadPath, storedTypes, uploadPathPattern } from '@quanta/api';

/** Where an S3-compatible store is and how to sign in to it (`S3_*` in the environment). */
export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key` (MinIO, Garage, Ceph and most self-hosted stores). */
  pathStyle: boolean;
}

/** The S3 client for the options: checksums only where the API requires them, which every compatible store accepts. */
export function createS3Client(o: S3Options): S3Client {
  return new S3Client({
    endpoint: o.endpoint,
    region: o.region,
    forcePathStyle: o.pathStyle,
    credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Uploads in an S3-compatible bucket, shared by every server process. The object key is the public path
 * without its leading slash (`uploads/2026/11/<random>.png`), stored with its Content-Type. A file
 * appears only once its upload completed, so a half-written file is never served.
 */
export function createS3FileStore(o: S3Options, now: Clock): FileStore {
  const client = createS3Client(o);
  const keyOf = (publicPath: string) => publicPath.slice(1);

  return {
    async save(source: Readable, ext: string) {
      const publicPath = newUploadPath(now(), ext);
      // Streams of unknown length go up in parts (one plain PUT when small).
      const upload = new Upload({
        client,
        params: { Bucket: o.bucket, Key: keyOf(publicPath), Body: source, ContentType: storedTypes[ext] },
      });
      await upload.done();
      return publicPath;
    },

    async remove(publicPath: string) {
      if (!uploadPathPattern.test(publicPath)) return;
      // S3 answers a delete of a missing key as done.
      await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: keyOf(publicPath) }));
    },

    async saveDemo(name: string, bytes: Uint8Array) {
      const publicPath = `/uploads/demo/${name}`;
      const match = uploadPathPattern.exec(publicPath);
      if (!match) throw new Error(`not a demo file name: ${name}`);
      await client.send(
        new PutObjectCommand({
          Bucket: o.bucket,
          Key: keyOf(publicPath),
          Body: bytes,
          ContentType: storedTypes[match[1] as string],
        }),
      );
      return publicPath;
    },

    async resolve(publicPath: string) {
      const match = uploadPathPattern.exec(publicPath);
      if (!match) return null;
      const key = keyOf(publicPath);
      let size: number;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: o.bucket, Key: key }));
        size = head.ContentLength ?? 0;
      } catch (error) {
        if (
          error instanceof NotFound ||
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        ) {
          return null;
        }
        throw error;
      }
      return {
        size,
        ext: match[1] as string,
        open(range) {
          // The body arrives once the GET answers; the caller gets a stream at once.
          const out = new PassThrough();
          const get = new GetObjectCommand({
            Bucket: o.bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          });
          client.send(get).then(
            (res) => {
              const body = res.Body as Readable | undefined;
              if (!body) return out.end();
              body.on('error', (error) => out.destroy(error));
              out.on('close', () => body.destroy());
              body.pipe(out);
            },
            (error) => out.destroy(error),
          );
          return out;
        },
      };
    },
  };
}
