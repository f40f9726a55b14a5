import { DomainError } from '../../lib/domain-error';
import type { Db } from '../../db/client';
import { latestCheckpoint } from './log-tree';

/** The size of the latest checkpoint; a request beyond it is refused with ERROR_LOG_RANGE. */
export async function checkpointedSize(db: Db): Promise<number> {
  return (await latestCheckpoint(db))?.size ?? 0;
}

export function refuseRange(size: number): never {
  throw new DomainError('ERROR_LOG_RANGE', 400, { size });
}

export const toBase64 = (hash: Uint8Array): string => Buffer.from(hash).toString('base64');
