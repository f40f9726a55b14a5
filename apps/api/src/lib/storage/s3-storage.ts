import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config';
import { attachmentDisposition } from './content-disposition';
import type {
  DownloadUrlRequest,
  ObjectByteSource,
  ObjectStorage,
  UploadForm,
  UploadFormRequest,
} from './object-storage';

type PresignClient = Parameters<typeof createPresignedPost>[0];

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible stores reject the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' ||
      error.name === 'NoSuchKey' ||
      error.$metadata.httpStatusCode === 404)
  );
}

function asReadable(body: unknown): Readable {
  if (body instanceof Readable) return body;
  throw new Error('the object store answered a body that is not a Node stream');
}

/**
 * Any S3-compatible store (S3_* settings): real presigned POST with an exact
 * key, the content type and a content-length-range; presigned GET links that
 * download as an attachment; streamed and ranged reads for the scan.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async createUploadForm({
    key,
    contentType,
    maxBytes,
    expiresInSeconds,
  }: UploadFormRequest): Promise<UploadForm> {
    // createPresignedPost adds the bucket and the exact key to the policy's conditions.
    const { url, fields } = await createPresignedPost(this.client as unknown as PresignClient, {
      Bucket: this.bucket,
      Key: key,
      Conditions: [
        ['content-length-range', 1, maxBytes],
        ['eq', '$Content-Type', contentType],
      ],
      Fields: { 'Content-Type': contentType },
      Expires: expiresInSeconds,
    });
    return { url, fields };
  }

  async createDownloadUrl({
    key,
    fileName,
    contentType,
    expiresInSeconds,
  }: DownloadUrlRequest): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ResponseContentDisposition: attachmentDisposition(fileName),
        ResponseContentType: contentType,
      }),
      { expiresIn: expiresInSeconds },
    );
  }

  async putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async openReadStream(key: string): Promise<Readable> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return asReadable(object.Body);
  }

  /** Each read is one ranged GET; the inspector makes a handful (head, tail, a directory). */
  openByteSource(key: string, size: number): Promise<ObjectByteSource> {
    const read = async (offset: number, length: number): Promise<Uint8Array> => {
      const start = Math.min(Math.max(offset, 0), size);
      const end = Math.min(start + length, size);
      if (end <= start) return new Uint8Array(0);
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=${start}-${end - 1}` }),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of asReadable(object.Body)) chunks.push(chunk as Buffer);
      // A store that ignores Range answers the whole object: keep the part asked for.
      const bytes = Buffer.concat(chunks);
      return bytes.length > end - start ? bytes.subarray(start, end) : bytes;
    };
    return Promise.resolve({ size, read, close: () => Promise.resolve() });
  }

  /** CopyObject then DeleteObject (one request copies up to 5 GB; uploads stop at 1 GB). */
  async moveObject(fromKey: string, toKey: string): Promise<void> {
    const source = `${this.bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`;
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.bucket, Key: toKey, CopySource: source }),
    );
    await this.deleteObject(fromKey);
  }

  async deleteObject(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
