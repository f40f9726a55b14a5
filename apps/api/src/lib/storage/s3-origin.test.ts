import { describe, expect, it } from 'vitest';
import type { S3Config } from '../../config';
import { s3Origin } from './s3-origin';

const base: S3Config = {
  endpoint: '',
  bucket: 'registry-files',
  region: 'sa-east-1',
  accessKeyId: 'id',
  secretAccessKey: 'secret',
  forcePathStyle: false,
};

describe('s3Origin (the store origin the CSP allows uploads to)', () => {
  it('is the bucket subdomain of AWS by default, or the regional host in path style', () => {
    expect(s3Origin(base)).toBe('https://registry-files.s3.sa-east-1.amazonaws.com');
    expect(s3Origin({ ...base, forcePathStyle: true })).toBe('https://s3.sa-east-1.amazonaws.com');
  });

  it('follows S3_ENDPOINT (MinIO, Ceph, R2 ...)', () => {
    const minio = { ...base, endpoint: 'http://minio.internal:9000/', forcePathStyle: true };
    expect(s3Origin(minio)).toBe('http://minio.internal:9000');
    expect(s3Origin({ ...minio, forcePathStyle: false })).toBe(
      'http://registry-files.minio.internal:9000',
    );
  });
});
