import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { formatSerial } from './serial';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(async () => {
  await t.close();
});

/**
 * The positions list writes its serials in SQL (ledger_serial, migration
 * 0017): a person reading a serial on /my-positions and on a certificate must
 * read the same text, so the SQL and formatSerial agree on every block.
 */
describe('the human serial in SQL', () => {
  it('is the text formatSerial writes, in tonnes and in kg', async () => {
    const block = fc
      .record({
        fromT: fc.integer({ min: 1, max: 1_000_000 }),
        tonnes: fc.integer({ min: 1, max: 1_000 }),
        shift: fc.constantFrom(0, 1, 999),
        divisible: fc.boolean(),
      })
      .map(({ fromT, tonnes, shift, divisible }) => ({
        fromKg: (fromT - 1) * 1000 + 1 + shift,
        toKg: (fromT - 1 + tonnes) * 1000,
        divisible,
      }));
    const parts = fc.record({
      registryPrefix: fc.constantFrom('CR', 'REG'),
      standardCode: fc.constantFrom('', 'CERCARBONO', 'VCS'),
      countryCode: fc.constantFrom('', 'CO', 'BR'),
      projectCode: fc.constantFrom('CERCARBONO-CO-0001', '17'),
      vintage: fc.integer({ min: 1990, max: 2099 }),
      issuanceNumber: fc.integer({ min: 1, max: 999 }),
    });
    await fc.assert(
      fc.asyncProperty(parts, block, async (p, b) => {
        // Both drivers (node-postgres, PGlite) answer { rows }.
        const { rows } = (await t.database.db.execute(
          sql`select ledger_serial(${p.registryPrefix}, ${p.standardCode}, ${p.countryCode},
            ${p.projectCode}, ${p.vintage}::int, ${p.issuanceNumber}::int, ${b.fromKg}::bigint,
            ${b.toKg}::bigint, ${b.divisible}::boolean) as serial`,
        )) as unknown as { rows: { serial: string }[] };
        expect(rows[0]?.serial).toBe(formatSerial(p, b));
      }),
      { numRuns: 60 },
    );
  });
});
