import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { generateKeys } from '../keys';
import { createStorage } from './create-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

const keys = generateKeys();

describe('createStorage (the store the configuration names)', () => {
  it('keeps files under DATA_DIR/files by default, or FILES_DIR', () => {
    const local = createStorage(loadConfig({ DATA_DIR: '/srv/registry' }), keys);
    expect(local).toBeInstanceOf(LocalStorage);
    expect((local as LocalStorage).root).toBe(path.join('/srv/registry', 'files'));
    const elsewhere = createStorage(loadConfig({ FILES_DIR: '/mnt/uploads' }), keys);
    expect((elsewhere as LocalStorage).root).toBe('/mnt/uploads');
  });

  it('uses S3 when S3_BUCKET is set, with the S3_* settings', () => {
    const config = loadConfig({
      S3_BUCKET: 'registry-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'sa-east-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      CLAMAV_URL: 'tcp://clamd:3310',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'registry-files',
      region: 'sa-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(config.clamavUrl).toBe('tcp://clamd:3310');
    expect(createStorage(config, keys)).toBeInstanceOf(S3Storage);
  });

  it('derives the signing key of forms and links from the JWT secret', () => {
    expect(generateKeys('same-secret').filesSecret).toEqual(
      generateKeys('same-secret').filesSecret,
    );
    expect(generateKeys('same-secret').filesSecret).not.toEqual(generateKeys('other').filesSecret);
    expect(Buffer.from(keys.filesSecret).equals(Buffer.from(keys.jwtSecret))).toBe(false);
  });
});
