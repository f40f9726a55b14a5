import type { ByteSource } from './byte-source';
import { createBytesSource, openFileSource } from './byte-source';
import { resolveClaimedFormat } from './file-types';
import {
  containsEicar,
  detectContainer,
  detectExecutable,
  detectHtml,
  detectScript,
  isText,
} from './signatures';
import { StructureError } from './structure-error';
import type { FilePurpose, InspectFileInput, InspectionVerdict, RejectReason } from './types';
import { verifyFormat } from './verify-format';

/** The head every file is read for: magic numbers, markers, EICAR. */
export const HEAD_SIZE = 64 * 1024;

/**
 * The built-in content inspector (DESIGN.md section 6): decides whether an
 * upload is kept. Given a path it reads only the parts it needs: the first
 * 64 KB, the last 1 KB of a PDF, the end and central directory of a zip, the
 * header and directory of an OLE2 file.
 *
 * I/O failures (a missing path) are thrown, not answered as a verdict.
 */
export async function inspectFile(input: InspectFileInput): Promise<InspectionVerdict> {
  if (input.bytes !== undefined) return inspectByteSource(createBytesSource(input.bytes), input);
  const source = await openFileSource(input.path);
  try {
    return await inspectByteSource(source, input);
  } finally {
    await source.close();
  }
}

export async function inspectByteSource(
  source: ByteSource,
  claim: { fileName: string; declaredType?: string; purpose: FilePurpose },
): Promise<InspectionVerdict> {
  if (source.size === 0) return reject('empty', 'the file has no bytes');
  const head = await source.read(0, HEAD_SIZE);

  // Dangerous content first, whatever the file claims to be.
  if (containsEicar(head)) return reject('eicar', 'EICAR test signature in the first bytes');
  const executable = detectExecutable(head);
  if (executable) return reject('executable', executable);
  const script = detectScript(head);
  if (script) return reject('script', script);
  const html = detectHtml(head);
  if (html) return reject('html', html);

  // Then the claim: a name and declared type the purpose accepts, and content to match.
  const claimed = resolveClaimedFormat(claim.fileName, claim.declaredType, claim.purpose);
  if (!claimed.ok) return reject(claimed.reason, claimed.detail);
  const container = detectContainer(head);
  if (!container) {
    // Scripts in most languages (batch, PowerShell, VBScript, JavaScript) have
    // no magic number: text where a binary format is expected counts as one.
    return isText(head)
      ? reject('script', `text content named as ${claimed.format}`)
      : reject('typeMismatch', `content of no known format named as ${claimed.format}`);
  }
  try {
    const problem = await verifyFormat(claimed.format, container, source, head);
    if (problem) return reject(problem.reason, problem.detail);
  } catch (error) {
    if (error instanceof StructureError) return reject('malformed', error.message);
    throw error;
  }
  return { verdict: 'clean', format: claimed.format };
}

function reject(reason: RejectReason, detail: string): InspectionVerdict {
  return { verdict: 'rejected', reason, detail };
}
