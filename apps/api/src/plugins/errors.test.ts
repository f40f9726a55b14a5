import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { errorsPlugin } from './errors';
import { requestContextPlugin } from './request-context';

/*
 * The error plugin on a real database: what PostgreSQL refuses as data is the
 * caller's 400, anything else unexpected a 500, a plugin's 4xx keeps its status,
 * and no log line holds a value that reached the query.
 */

const SECRET = 'ana.secret@example.org';
let t: TestApp;
let app: FastifyInstance;
const logs: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  const db = t.database.db;
  app = Fastify({
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logs.push(chunk.toString());
          done();
        },
      }),
    },
  });
  await app.register(requestContextPlugin, { platformId: 'p' });
  await app.register(errorsPlugin);
  app.get('/nul', async () => db.execute(sql`select ${`${SECRET}\u0000`}::text as v`));
  app.get('/out-of-range', async () => db.execute(sql`select ${`${2 ** 31}`}::integer as v`));
  app.get('/duplicate', async () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table seen (email text primary key) on commit drop`);
      await tx.execute(sql`insert into seen values (${SECRET})`);
      await tx.execute(sql`insert into seen values (${SECRET})`);
    }),
  );
  app.get('/too-large', async () => {
    throw Object.assign(new Error('request entity too large'), { statusCode: 413 });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { lng: 'es' } });
  return {
    statusCode: response.statusCode,
    body: response.json<{ codeMessages: { codeMessage: string; message: string }[] }>(),
  };
}

describe('the error plugin', () => {
  it.each([
    ['a NUL character', '/nul'],
    ['an integer beyond int4', '/out-of-range'],
  ])('answers %s that PostgreSQL refuses with a 400 in the caller language', async (_, url) => {
    const { statusCode, body } = await get(url);
    expect(statusCode).toBe(400);
    expect(body.codeMessages[0]?.codeMessage).toBe('ERROR_INVALID_VALUE');
    expect(body.codeMessages[0]?.message).toMatch(/^Un valor de la solicitud no se puede guardar/);
  });

  it('answers any other database failure with a 500 that tells nothing of the query', async () => {
    const { statusCode, body } = await get('/duplicate');
    expect(statusCode).toBe(500);
    expect(body.codeMessages[0]?.codeMessage).toBe('ERROR_INTERNAL');
    expect(JSON.stringify(body)).not.toContain(SECRET);
  });

  it('keeps the 4xx status a plugin gave its error', async () => {
    const { statusCode, body } = await get('/too-large');
    expect(statusCode).toBe(413);
    expect(body.codeMessages[0]?.codeMessage).toBe('ERROR_BODY');
  });

  it('logs the error class and SQLSTATE of each, never a value of the query', () => {
    const written = logs.join('\n');
    expect(written).toContain('"sqlState":"22021"');
    expect(written).toContain('"sqlState":"22003"');
    expect(written).toContain('"sqlState":"23505"');
    expect(written).not.toContain(SECRET);
    expect(written).not.toContain('insert into');
  });
});
