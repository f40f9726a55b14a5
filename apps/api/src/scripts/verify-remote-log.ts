import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  ConsistencyProofResponseSchema,
  LOG_ENTRIES_MAX,
  LogEntriesResponseSchema,
  LogPublicKeyResponseSchema,
} from '@registry/contract/log/log';
import { replayLedger } from '../modules/ledger/replay-ledger';
import { parseVerifierKey, verifyCheckpoint } from '../modules/log/checkpoint-note';
import {
  EMPTY_ROOT,
  equalHashes,
  hashLeaf,
  rootOfLeaves,
  verifyConsistency,
  type Hash,
} from '../modules/log/merkle';
import { chooseVerifierKey } from './log-key-pin';
import { LogVerificationError } from './verify-log-error';

/*
 * The standalone verifier of a registry's transparency log (DESIGN.md 4.3):
 * the checkpoint's signature, every leaf hash and the root recomputed from
 * every entry, and consistency with the checkpoint it saw last time.
 */

export { LogVerificationError };

export interface VerifyLogOptions {
  /** The registry's address, e.g. https://registry.example (the API under /api). */
  url: string;
  /**
   * A trusted C2SP verifier key (--vkey), pinned from then on; without it, the
   * key pinned the first time, or the first time the one the registry serves.
   */
  vkey?: string;
  /** Where the last checkpoint seen is kept; by default ~/.registry-verify-log/<origin hash>.json. */
  stateFile?: string;
  fetchFn?: typeof fetch;
}

export interface VerifyLogResult {
  origin: string;
  size: number;
  rootBase64: string;
  /** The size of the previous checkpoint proved consistent, or null the first time. */
  consistentWith: number | null;
  stateFile: string;
  summary: string[];
  /** Every entry's leaf text, in log order (verify-log --account reads the company's history from them). */
  leafTexts: string[];
}

const StateSchema = z.object({
  origin: z.string(),
  size: z.number().int().min(0),
  rootBase64: z.string(),
  /** The verifier key pinned (absent in files written before keys were pinned). */
  vkey: z.string().optional(),
});

const b64 = (hash: Uint8Array) => Buffer.from(hash).toString('base64');

function defaultStateFile(origin: string): string {
  const name = createHash('sha256').update(origin).digest('hex').slice(0, 32);
  return path.join(homedir(), '.registry-verify-log', `${name}.json`);
}

async function readState(file: string) {
  try {
    return StateSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new LogVerificationError(`the state file ${file} is unreadable`);
  }
}

export async function verifyRemoteLog(options: VerifyLogOptions): Promise<VerifyLogResult> {
  const fetchFn = options.fetchFn ?? fetch;
  const api = `${options.url.replace(/\/+$/, '')}/api/log`;
  const get = async (pathAndQuery: string): Promise<Response> => {
    const response = await fetchFn(`${api}${pathAndQuery}`).catch((error: unknown) => {
      const cause =
        (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new LogVerificationError(`cannot reach ${api} (${cause})`);
    });
    if (!response.ok) {
      throw new LogVerificationError(
        `GET ${pathAndQuery} answered HTTP ${String(response.status)}`,
      );
    }
    return response;
  };
  const getJson = async <T>(pathAndQuery: string, schema: z.ZodType<T>): Promise<T> => {
    const parsed = schema.safeParse(await (await get(pathAndQuery)).json());
    if (!parsed.success)
      throw new LogVerificationError(`GET ${pathAndQuery} answered an unexpected body`);
    return parsed.data;
  };

  const summary: string[] = [];
  const served = options.vkey
    ? undefined
    : (await getJson('/public-key', LogPublicKeyResponseSchema)).vkey;
  const origin = parseVerifierKey(options.vkey ?? served ?? '').name;
  const stateFile = options.stateFile ?? defaultStateFile(origin);
  const previous = await readState(stateFile);
  const vkey = chooseVerifierKey({
    told: options.vkey,
    pinned: previous?.origin === origin ? previous.vkey : undefined,
    served,
  });
  const verifier = parseVerifierKey(vkey);
  const note = await (await get('/checkpoint')).text();
  let checkpoint;
  try {
    checkpoint = verifyCheckpoint(note, verifier);
  } catch (error) {
    throw new LogVerificationError(`the checkpoint does not verify: ${(error as Error).message}`);
  }
  if (checkpoint.origin !== verifier.name) {
    throw new LogVerificationError(
      `the checkpoint's origin ${checkpoint.origin} is not the key's name`,
    );
  }
  summary.push(
    `checkpoint of ${checkpoint.origin}: ${String(checkpoint.size)} entries, root ${b64(checkpoint.rootHash)}, signature valid (${vkey.split('+')[1] ?? ''})`,
  );

  const leaves: Hash[] = [];
  const texts: string[] = [];
  for (let start = 0; start < checkpoint.size; start += LOG_ENTRIES_MAX) {
    const end = Math.min(start + LOG_ENTRIES_MAX, checkpoint.size);
    const page = await getJson(
      `/entries?start=${String(start)}&end=${String(end)}`,
      LogEntriesResponseSchema,
    );
    if (page.entries.length !== end - start) {
      throw new LogVerificationError(`entries ${String(start)}..${String(end)} are incomplete`);
    }
    for (const [offset, entry] of page.entries.entries()) {
      const index = start + offset;
      if (entry.index !== index)
        throw new LogVerificationError(`entry ${String(index)} is out of order`);
      const leaf = hashLeaf(Buffer.from(entry.data, 'utf8'));
      if (b64(leaf) !== entry.leafHash) {
        throw new LogVerificationError(
          `entry ${String(index)}: its leaf hash is not SHA-256(0x00 || data)`,
        );
      }
      leaves.push(leaf);
      texts.push(entry.data);
    }
  }
  const root = leaves.length === 0 ? EMPTY_ROOT : rootOfLeaves(leaves);
  if (!equalHashes(root, checkpoint.rootHash)) {
    throw new LogVerificationError(
      `the root of the ${String(leaves.length)} entries, ${b64(root)}, is not the checkpoint's`,
    );
  }
  summary.push(`every leaf hash and the root recomputed from ${String(leaves.length)} entries`);

  const replay = replayLedger(texts);
  if (replay.violations.length > 0) {
    throw new LogVerificationError(
      `the ledger's leaves do not replay: ${replay.violations.slice(0, 5).join('; ')}`,
    );
  }
  summary.push(
    `the ledger replays from empty: ${String(replay.movements)} movements leave ${String(replay.blocks.size)} blocks, every issuance covered exactly, no block spent twice, no retired or cancelled block changed`,
  );

  let consistentWith: number | null = null;
  if (previous && previous.origin === checkpoint.origin) {
    const previousRoot = new Uint8Array(Buffer.from(previous.rootBase64, 'base64'));
    if (previous.size > checkpoint.size) {
      throw new LogVerificationError(
        `the log shrank: ${String(previous.size)} entries last time, ${String(checkpoint.size)} now`,
      );
    }
    const proof = await getJson(
      `/proof/consistency?first=${String(previous.size)}&second=${String(checkpoint.size)}`,
      ConsistencyProofResponseSchema,
    );
    const hashes = proof.hashes.map((hash) => new Uint8Array(Buffer.from(hash, 'base64')));
    if (
      !verifyConsistency(previous.size, checkpoint.size, hashes, previousRoot, checkpoint.rootHash)
    ) {
      throw new LogVerificationError(
        `the log is not consistent with the checkpoint of ${String(previous.size)} entries seen last time`,
      );
    }
    consistentWith = previous.size;
    summary.push(
      `consistent with the checkpoint of ${String(previous.size)} entries seen last time`,
    );
  } else {
    summary.push('no earlier checkpoint of this log saved: consistency checked from next time');
  }
  await mkdir(path.dirname(stateFile), { recursive: true });
  await writeFile(
    stateFile,
    JSON.stringify({
      origin: checkpoint.origin,
      size: checkpoint.size,
      rootBase64: b64(checkpoint.rootHash),
      vkey,
    }),
  );
  return {
    origin: checkpoint.origin,
    size: checkpoint.size,
    rootBase64: b64(checkpoint.rootHash),
    consistentWith,
    stateFile,
    summary,
    leafTexts: texts,
  };
}
