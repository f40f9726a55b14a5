import type { S3Config } from '../../config';

/**
 * The origin the browser POSTs uploads to (and reads signed links from) on an
 * S3 store, for the Content-Security-Policy: the endpoint, with the bucket as a
 * subdomain unless S3_FORCE_PATH_STYLE; AWS's regional endpoint when no
 * S3_ENDPOINT is set.
 */
export function s3Origin(s3: S3Config): string {
  const endpoint = new URL(s3.endpoint || `https://s3.${s3.region}.amazonaws.com`);
  return s3.forcePathStyle
    ? endpoint.origin
    : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
}
