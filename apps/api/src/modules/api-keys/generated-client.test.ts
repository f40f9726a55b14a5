import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { createApiKey } from '../../../test/kit/api-keys';
import {
  freshIssuance,
  openLedgerScene,
  positionsOf,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { PLATFORM_ID } from '../../../test/test-app';

/*
 * What an integrator does with /api/docs: generates a TypeScript client from
 * the OpenAPI document (openapi-typescript's types, openapi-fetch's calls),
 * compiles its own code against it, and makes a transfer with an API key.
 * The files go under apps/api/.generated (git-ignored), where a real project
 * would keep them, so the compiler and Node resolve the packages as there.
 */

const dir = path.join(import.meta.dirname, '../../../.generated', randomUUID());

/** The integrator's code: a transfer through the generated client. */
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './registry-api';

export async function transfer(
  baseUrl: string,
  apiKey: string,
  body: { serialId: number; quantity: number; isKg: boolean; companyId: number },
) {
  const client = createClient<paths>({
    baseUrl,
    headers: { platform: '${PLATFORM_ID}', 'X-Api-Key': apiKey },
  });
  const { data, response } = await client.POST('/api/platform/projectCompanyTransfer/transfer', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body,
  });
  const movementId: number | undefined = data?.movementId;
  return { status: response.status, movementId };
}
`;

/** Code that forgets the block: the compiler must say so. */
const WRONG = `import createClient from 'openapi-fetch';
import type { paths } from './registry-api';

const client = createClient<paths>({ baseUrl: 'http://localhost' });
void client.POST('/api/platform/projectCompanyTransfer/transfer', {
  body: { quantity: 2, isKg: false, companyId: 3 },
});
`;

/** The compiler's complaints about a file, as text. */
function diagnosticsOf(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

let s: LedgerScene;
let baseUrl: string;
beforeAll(async () => {
  s = await openLedgerScene();
  baseUrl = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
  mkdirSync(dir, { recursive: true });
  const document = s.t.app.swagger() as unknown as OpenAPI3;
  writeFileSync(path.join(dir, 'registry-api.ts'), astToString(await openapiTS(document)));
  writeFileSync(path.join(dir, 'client.ts'), CLIENT);
  writeFileSync(path.join(dir, 'wrong.ts'), WRONG);
}, 60_000);
afterAll(async () => {
  await s?.t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a TypeScript client generated from /api/docs', () => {
  it('compiles the integrator’s code, and refuses a call that leaves out the block', () => {
    expect(diagnosticsOf(path.join(dir, 'client.ts'))).toEqual([]);
    const wrong = diagnosticsOf(path.join(dir, 'wrong.ts')).join('\n');
    expect(wrong).toMatch(/serialId/);
  }, 60_000);

  it('makes a transfer with an API key', async () => {
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 4);
    const { secret } = await createApiKey(s.t, s.owner.token, ['transfer']);
    const client = (await import(/* @vite-ignore */ path.join(dir, 'client.ts'))) as {
      transfer: (
        baseUrl: string,
        apiKey: string,
        body: { serialId: number; quantity: number; isKg: boolean; companyId: number },
      ) => Promise<{ status: number; movementId?: number }>;
    };
    const answer = await client.transfer(baseUrl, secret, {
      serialId,
      quantity: 3,
      isKg: false,
      companyId: s.traderCompanyId,
    });
    expect(answer.status).toBe(200);
    expect(answer.movementId).toEqual(expect.any(Number));
    const left = (await positionsOf(s.t, s.owner.token)).body.positions!.find(
      (p) => p.serialId === serialId,
    );
    expect(left?.quantityKg).toBe(1000);
  });
});
