import path from 'node:path';
import type { AppConfig } from '../../config';
import type { Keys } from '../keys';
import { LocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Client, S3Storage } from './s3-storage';

/** The store the configuration names: S3 when S3_BUCKET is set, else local disk. */
export function createStorage(
  config: Pick<AppConfig, 's3' | 'filesDir' | 'dataDir'>,
  keys: Pick<Keys, 'filesSecret'>,
): ObjectStorage {
  if (config.s3) return new S3Storage(createS3Client(config.s3), config.s3.bucket);
  return new LocalStorage(config.filesDir || path.join(config.dataDir, 'files'), keys.filesSecret);
}
