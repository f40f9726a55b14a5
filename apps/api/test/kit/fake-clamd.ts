import { once } from 'node:events';
import { createServer, type Server } from 'node:net';

export interface FakeClamdOptions {
  /** The name it answers for the marker. */
  signature?: string;
  /**
   * Answer as soon as the first chunk is read, as a clamd that stops early
   * would, then read and drop the rest.
   */
  isEarly?: boolean;
}

/**
 * A fake clamd speaking INSTREAM (a real TCP server): answers "stream: OK", or
 * "stream: {name} FOUND" when the content holds the marker. Records what it
 * had read when it answered.
 */
export async function startFakeClamd(
  marker: Buffer,
  { signature = 'Eicar-Test-Signature', isEarly = false }: FakeClamdOptions = {},
) {
  const scans: { bytes: number; infected: boolean }[] = [];
  const server: Server = createServer((socket) => {
    let buffer = Buffer.alloc(0);
    let isCommandRead = false;
    let isAnswered = false;
    let received = 0;
    let tail = Buffer.alloc(0);
    let infected = false;
    const answer = () => {
      isAnswered = true;
      scans.push({ bytes: received, infected });
      socket.end(infected ? `stream: ${signature} FOUND\0` : 'stream: OK\0');
    };
    socket.on('data', (data: Buffer) => {
      if (isAnswered) return;
      buffer = Buffer.concat([buffer, data]);
      if (!isCommandRead) {
        const end = buffer.indexOf(0);
        if (end < 0) return;
        if (buffer.subarray(0, end).toString() !== 'zINSTREAM') {
          socket.end('UNKNOWN COMMAND\0');
          return;
        }
        isCommandRead = true;
        buffer = buffer.subarray(end + 1);
      }
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (length === 0) {
          answer();
          return;
        }
        if (buffer.length < 4 + length) return;
        // Look for the marker across chunk borders without keeping the whole stream.
        const piece = Buffer.concat([tail, buffer.subarray(4, 4 + length)]);
        if (piece.includes(marker)) infected = true;
        tail = piece.subarray(Math.max(0, piece.length - marker.length));
        received += length;
        buffer = buffer.subarray(4 + length);
        if (isEarly) {
          answer();
          return;
        }
      }
    });
    socket.on('error', () => socket.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `tcp://127.0.0.1:${address.port}`,
    scans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
