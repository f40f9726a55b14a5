import { connect, type Socket } from 'node:net';

export type ClamdVerdict = { clean: true } | { clean: false; signature: string };

/** clamd could not give a verdict (unreachable, a timeout, an ERROR answer such as a size limit). */
export class ClamdError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClamdError';
  }
}

/** tcp://host:port -> host and port. */
export function parseClamdUrl(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  if (parsed.protocol !== 'tcp:' || !parsed.hostname || !parsed.port) {
    throw new ClamdError(`CLAMAV_URL must look like tcp://host:port, not ${url}`);
  }
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port) };
}

/** Most a single INSTREAM chunk carries (clamd reads chunks of any size; this keeps frames small). */
const FRAME_BYTES = 64 * 1024;

/**
 * Scans a stream with clamd's INSTREAM command (zINSTREAM, then chunks each
 * prefixed by its length as a 4-byte big-endian number, then a zero length).
 * clamd answers "stream: OK" or "stream: {signature} FOUND". Backpressure is
 * respected, so a 1 GB file never sits in memory. clamd's StreamMaxLength
 * must be at least the largest upload (1 GB), or it answers a size-limit ERROR.
 */
export async function scanWithClamd(
  url: string,
  chunks: AsyncIterable<Uint8Array>,
  { timeoutMs = 120_000 }: { timeoutMs?: number } = {},
): Promise<ClamdVerdict> {
  const { host, port } = parseClamdUrl(url);
  const socket = connect({ host, port });
  socket.setTimeout(timeoutMs);
  let reply = '';
  let failure: Error | null = null;
  const finished = new Promise<void>((resolve) => {
    socket.on('data', (data: Buffer) => {
      reply += data.toString('utf8');
      // A z-command's answer ends with a NUL: the verdict is complete.
      if (reply.includes('\0')) socket.end();
    });
    socket.on('timeout', () => socket.destroy(new ClamdError('clamd did not answer in time')));
    socket.on('error', (error) => {
      failure ??= error;
    });
    socket.on('close', () => resolve());
  });
  try {
    await once(socket, 'connect');
    await write(socket, Buffer.from('zINSTREAM\0'));
    for await (const chunk of chunks) {
      if (socket.destroyed || reply) break; // clamd answered early (a limit): stop sending
      for (let offset = 0; offset < chunk.length; offset += FRAME_BYTES) {
        const part = chunk.subarray(offset, offset + FRAME_BYTES);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(part.length);
        await write(socket, Buffer.concat([length, part]));
      }
    }
    if (!socket.destroyed && !reply) await write(socket, Buffer.alloc(4));
  } catch (error) {
    failure ??= error as Error;
    socket.destroy();
  }
  await finished;
  return parseReply(reply, failure);
}

function parseReply(reply: string, failure: Error | null): ClamdVerdict {
  const text = reply.replace(/\0/g, '').trim();
  if (text === 'stream: OK') return { clean: true };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found?.[1]) return { clean: false, signature: found[1] };
  if (failure) throw new ClamdError(`clamd failed: ${failure.message}`);
  throw new ClamdError(`clamd answered: ${text || '(nothing)'}`);
}

function once(socket: Socket, event: 'connect'): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    socket.once('error', onError);
    socket.once(event, () => {
      socket.off('error', onError);
      resolve();
    });
  });
}

/** Writes and waits for the socket to drain when its buffer is full. */
function write(socket: Socket, data: Buffer): Promise<void> {
  if (socket.destroyed) return Promise.reject(new ClamdError('clamd closed the connection'));
  if (socket.write(data)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onClose = () => reject(new ClamdError('clamd closed the connection'));
    socket.once('close', onClose);
    socket.once('drain', () => {
      socket.off('close', onClose);
      resolve();
    });
  });
}
