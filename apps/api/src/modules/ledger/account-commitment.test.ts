import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { commitmentOf, newSaltHex } from './account-commitment';

/*
 * The commitment scheme of decision 028 is fixed: a SQL function of the
 * movement path computes it too, so the vectors below were computed apart
 * (Python's hashlib over the same UTF-8 text) and SQL must agree.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(async () => {
  await t.close();
});

const VECTORS = [
  [
    42,
    '00112233445566778899aabbccddeeff',
    '679fcfbe0b9256a5257862bffa8cd2c7254d186843a5e4f9ddb39b1db05464bd',
  ],
  [
    7,
    '0123456789abcdef0123456789abcdef',
    'e3243794274549acd2359dc2a7a03f614a673f5985b985241472758a03cd1be6',
  ],
] as const;

describe('an account commitment', () => {
  it.each(VECTORS)(
    'of account %i under salt %s is SHA-256 of "<id>:<salt>" in hex',
    (id, salt, hex) => {
      expect(commitmentOf(id, salt)).toBe(hex);
    },
  );

  it('is what the SQL expression of decision 028 computes', async () => {
    for (const [id, salt, hex] of VECTORS) {
      // Both drivers (node-postgres, PGlite) answer { rows }.
      const { rows } = (await t.database.db.execute(
        sql`select encode(sha256(convert_to(${id}::int::text || ':' || ${salt}::text, 'UTF8')), 'hex') as commitment`,
      )) as unknown as { rows: { commitment: string }[] };
      expect(rows[0]?.commitment).toBe(hex);
    }
  });

  it('takes a fresh salt of 16 random bytes in lowercase hex each time', () => {
    const salts = Array.from({ length: 50 }, newSaltHex);
    for (const salt of salts) expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(salts).size).toBe(50);
  });
});
