import { createHash } from 'node:crypto';
import { inspectByteSource } from '../../lib/file-inspection/inspect-file';
import type { FilePurpose, RejectReason } from '../../lib/file-inspection/types';
import type { ObjectStorage } from '../../lib/storage/object-storage';
import { ClamdError, scanWithClamd } from './clamd-client';

export interface ScanObjectInput {
  storage: ObjectStorage;
  key: string;
  size: number;
  /** The name the user gave the file and the type declared for it (the claim checked). */
  fileName: string;
  contentType: string;
  purpose: FilePurpose;
  /** clamd address; empty skips it. */
  clamavUrl: string;
}

export type ScanRejectReason = RejectReason | 'virus';

export type ScanResult =
  | { verdict: 'clean'; md5: string }
  | { verdict: 'rejected'; reason: ScanRejectReason; detail: string };

/**
 * Scans a stored object (DESIGN.md 6): the built-in inspector first (a few
 * ranged reads: head, tail, directories), then one streamed pass over the
 * whole content that computes its MD5 and, when CLAMAV_URL is set, feeds
 * clamd. Nothing is held in memory beyond a chunk. A clamd failure throws
 * ClamdError (no verdict), so the caller can answer "try again".
 */
export async function scanObject(input: ScanObjectInput): Promise<ScanResult> {
  const source = await input.storage.openByteSource(input.key, input.size);
  let inspection;
  try {
    inspection = await inspectByteSource(source, {
      fileName: input.fileName,
      declaredType: input.contentType,
      purpose: input.purpose,
    });
  } finally {
    await source.close();
  }
  if (inspection.verdict === 'rejected') {
    return { verdict: 'rejected', reason: inspection.reason, detail: inspection.detail };
  }

  const hash = createHash('md5');
  let isWholeRead = false;
  const stream = await input.storage.openReadStream(input.key);
  async function* hashed() {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      yield chunk;
    }
    isWholeRead = true;
  }
  if (input.clamavUrl) {
    const verdict = await scanWithClamd(input.clamavUrl, hashed());
    // clamd may answer before the end (it stops reading once it finds something).
    stream.destroy();
    if (!verdict.clean) {
      return { verdict: 'rejected', reason: 'virus', detail: `clamd: ${verdict.signature}` };
    }
    if (!isWholeRead) throw new ClamdError('clamd answered before reading the whole file');
  } else {
    for await (const chunk of hashed()) void chunk;
  }
  return { verdict: 'clean', md5: hash.digest('hex') };
}
