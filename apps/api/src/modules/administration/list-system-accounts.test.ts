import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import {
  SystemAccountsResponseSchema,
  type SystemAccountsResponse,
} from '@registry/contract/administration/companies';
import { blocks } from '../../db/schema/blocks';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { getAs, tokenOf } from '../../../test/kit/token-calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/administration/system-accounts';

describe('GET /api/administration/system-accounts', () => {
  it('is the certifier’s: another account type gets 403', async () => {
    const owner = await tokenOf(t, 'owner@demo.example');
    expect((await getAs(t, owner, URL)).status).toBe(403);
  });

  it('answers the registry’s accounts with the kg their blocks hold, by state', async () => {
    const certifier = await tokenOf(t, 'certifier@demo.example');
    const { status, body } = await getAs<SystemAccountsResponse>(t, certifier, URL);
    expect(status).toBe(200);
    const { accounts } = SystemAccountsResponseSchema.parse(body);
    const systemAccounts = await t.database.db
      .select()
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.kind, ['buffer', 'cancellation', 'escrow']))
      .orderBy(asc(ledgerAccounts.id));
    const held = await t.database.db.select().from(blocks);
    const kgOf = (accountId: number, status?: string) =>
      held
        .filter((block) => block.accountId === accountId && (!status || block.status === status))
        .reduce((kg, block) => kg + block.toKg - block.fromKg + 1, 0);
    expect(
      accounts.map((account) => [account.id, account.kind, account.balanceKg, account.kgByStatus]),
    ).toEqual(
      systemAccounts.map((account) => [
        account.id,
        account.kind,
        kgOf(account.id),
        {
          active: kgOf(account.id, 'active'),
          locked: kgOf(account.id, 'locked'),
          retired: kgOf(account.id, 'retired'),
          cancelled: kgOf(account.id, 'cancelled'),
        },
      ]),
    );
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.some((account) => account.balanceKg > 0)).toBe(true);
  });
});
