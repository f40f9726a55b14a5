import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiClient } from './bench-ledger/api-client';
import { ApiServer } from './bench-ledger/api-server';
import { percentile } from './bench-ledger/workload';

/*
 * npm run bench:webhooks: a webhook delivery's latency, from the answer of the
 * call that made the event to the receiver's request (decisions 042, 043): the
 * registry as `npm start` runs it (DATABASE_URL or the embedded database in a
 * temporary DATA_DIR, demo data), a local receiver, and BENCH_WEBHOOK_EVENTS
 * (20) retirements of 1 t by owner@, one at a time.
 */

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 20);
const TRANSFERS = '/api/platform/projectCompanyTransfer';

interface Arrival {
  at: number;
  body: string;
}

function startReceiver(onArrival: (arrival: Arrival) => void) {
  const server = createServer((request: IncomingMessage, response) => {
    const at = performance.now();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(204).end();
      onArrival({ at, body: Buffer.concat(chunks).toString('utf8') });
    });
  });
  return new Promise<{ url: string; close: () => void }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}/hooks`, close: () => server.close() });
    });
  });
}

const RETIREMENT = {
  quantity: 1,
  isKg: false,
  beneficiary: {
    name: 'Café Andino',
    countryId: 1,
    documentTypeId: 1,
    documentNumber: '9001',
    lei: '',
  },
  purpose: 'voluntary',
  usingEntity: 'Café Andino',
  isPublic: true,
  publicNote: '',
  observation: '',
  carbonTax: null,
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-webhooks-'));
  const server = new ApiServer({ databaseUrl: process.env.DATABASE_URL ?? '', dataDir });
  const waiting = new Map<string, (at: number) => void>();
  const receiver = await startReceiver(({ at, body }) => {
    const { data } = JSON.parse(body) as { data: { emitCertificationId?: string } };
    const id = data.emitCertificationId;
    if (id) waiting.get(id)?.(at);
  });
  try {
    await server.start();
    const owner = new ApiClient(server.baseUrl);
    await owner.logIn('owner@demo.example');
    const created = await owner.post('/api/company/webhooks', {
      url: receiver.url,
      events: ['retirement.created'],
    });
    if (created.kind !== 'answered' || created.httpStatus !== 200)
      throw new Error(`the webhook was not registered: ${JSON.stringify(created)}`);
    const { positions } = await owner.get<{
      positions: { serialId: string; quantityKg: number; status: string; divisible: boolean }[];
    }>(`${TRANSFERS}/positions`);
    const position = positions.find(
      (each) => each.status === 'active' && !each.divisible && each.quantityKg >= EVENTS * 1000,
    );
    if (!position) throw new Error(`owner@ holds no position of ${EVENTS} t`);
    const latencies: number[] = [];
    for (let i = 0; i < EVENTS; i += 1) {
      const answer = await owner.post(`${TRANSFERS}/retire`, {
        ...RETIREMENT,
        serialId: position.serialId,
      });
      const answeredAt = performance.now();
      if (answer.kind !== 'answered' || answer.httpStatus !== 200)
        throw new Error(`a retirement failed: ${JSON.stringify(answer)}`);
      const id = String(answer.body.emitCertificationId);
      const arrivedAt = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no delivery of ${id} in 30 s`)), 30_000);
        waiting.set(id, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
      waiting.delete(id);
      latencies.push(arrivedAt - answeredAt);
    }
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `webhook delivery after the event's answer (${EVENTS} retirements, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ` +
        `p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))}`,
    );
  } finally {
    receiver.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
