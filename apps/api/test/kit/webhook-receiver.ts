import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A real HTTP receiver of webhooks on a local port: it answers as told (2xx,
 * an error, or never), and keeps every request it got, headers and body.
 */

export type ReceiverMode = 'ok' | 'fail' | 'hang';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  mode: ReceiverMode;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  const hanging = new Set<() => void>();
  const state = { mode: 'ok' as ReceiverMode };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body, at: Date.now() });
      if (state.mode === 'ok') response.writeHead(204).end();
      else if (state.mode === 'fail')
        response.writeHead(503).end('receiver is down for maintenance');
      // 'hang': answers only when the receiver closes.
      else hanging.add(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/registry`,
    get mode() {
      return state.mode;
    },
    set mode(mode: ReceiverMode) {
      state.mode = mode;
    },
    received,
    close: async () => {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
