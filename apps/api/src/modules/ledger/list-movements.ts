import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  MovementRow,
  MovementSide,
  MovementsQuery,
} from '@registry/contract/ledger/ledger-history';
import { companies } from '../../db/schema/accounts';
import { issuances } from '../../db/schema/issuances';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { movements, type BlockSnapshot } from '../../db/schema/movements';
import { projects } from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';
import type { Caller } from '../../lib/caller';
import type { LedgerContext } from './ledger-context';
import { formatSerial } from './serial';

const DAY_MS = 24 * 3600 * 1000;

/** The block a movement made or moved: the first one after it in its receiving account. */
export function movedSnapshot(movement: {
  after: BlockSnapshot[];
  before: BlockSnapshot[];
  toAccountId: number | null;
}): BlockSnapshot | undefined {
  return (
    movement.after.find((block) => block.accountId === movement.toAccountId) ??
    movement.after[0] ??
    movement.before[0]
  );
}

/** The accounts (with their companies) that the given movements name. */
async function accountsOf(ctx: LedgerContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, AccountInfo>();
  const rows = await ctx.db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      name: ledgerAccounts.name,
      companyId: ledgerAccounts.companyId,
      companyName: companies.name,
    })
    .from(ledgerAccounts)
    .leftJoin(companies, eq(companies.id, ledgerAccounts.companyId))
    .where(inArray(ledgerAccounts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
type AccountInfo = {
  id: number;
  kind: MovementSide['kind'];
  name: string;
  companyId: number | null;
  companyName: string | null;
};

function sideOf(account: AccountInfo | undefined, companyId: number): MovementSide | null {
  if (!account) return null;
  const isOwn = account.companyId === companyId;
  return {
    accountId: account.id,
    kind: account.kind,
    name: isOwn && account.kind === 'sub' ? account.name : '',
    companyId: account.companyId,
    companyName: account.companyName,
    isOwn,
  };
}

/**
 * GET /api/platform/projectCompanyTransfer/transfers and /historic (DESIGN.md
 * 4.3): the movements touching the caller's company's accounts, newest first,
 * filtered by project, days, direction and kind, keyset-paged by movement id.
 * `transfers` keeps the transfers only.
 */
export async function listMovements({
  ctx,
  caller,
  input,
  onlyTransfers,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: MovementsQuery;
  onlyTransfers: boolean;
}): Promise<{ movements: MovementRow[]; nextCursor: number | null }> {
  const own = await ctx.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.companyId, caller.companyId));
  const ownIds = own.map((row) => row.id);
  if (ownIds.length === 0) return { movements: [], nextCursor: null };
  const sent = inArray(movements.fromAccountId, ownIds);
  const received = inArray(movements.toAccountId, ownIds);
  const conditions: (SQL | undefined)[] = [
    input.direction === 'sent'
      ? sent
      : input.direction === 'received'
        ? received
        : or(sent, received),
  ];
  if (input.direction) {
    // A move between the company's own accounts is neither sent nor received.
    const other = input.direction === 'sent' ? received : sent;
    conditions.push(sql`not coalesce(${other}, false)`);
  }
  if (onlyTransfers) conditions.push(eq(movements.kind, 'transfer'));
  if (input.kind) conditions.push(eq(movements.kind, input.kind));
  if (input.projectId) conditions.push(eq(issuances.projectId, input.projectId));
  if (input.from) conditions.push(gte(movements.createdAt, new Date(`${input.from}T00:00:00Z`)));
  if (input.to) {
    conditions.push(
      lt(movements.createdAt, new Date(Date.parse(`${input.to}T00:00:00Z`) + DAY_MS)),
    );
  }
  if (input.cursor) conditions.push(lt(movements.id, input.cursor));
  const rows = await ctx.db
    .select({
      movement: movements,
      projectId: projects.id,
      projectName: projects.name,
      projectCode: projects.code,
      vintage: issuances.vintage,
      issuanceNumber: issuances.number,
      standardCode: standards.code,
      countryCode: countries.code,
    })
    .from(movements)
    .innerJoin(issuances, eq(issuances.id, movements.issuanceId))
    .innerJoin(projects, eq(projects.id, issuances.projectId))
    .leftJoin(standards, eq(standards.id, projects.standardId))
    .leftJoin(countries, eq(countries.id, projects.countryId))
    .where(and(...conditions))
    .orderBy(desc(movements.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const accounts = await accountsOf(ctx, [
    ...new Set(
      page.flatMap(({ movement }) =>
        [movement.fromAccountId, movement.toAccountId].filter((id): id is number => id !== null),
      ),
    ),
  ]);
  const ownSet = new Set(ownIds);
  return {
    movements: page.map((row) => {
      const { movement } = row;
      const from = sideOf(accounts.get(movement.fromAccountId ?? 0), caller.companyId);
      const to = sideOf(accounts.get(movement.toAccountId ?? 0), caller.companyId);
      const isSent = movement.fromAccountId !== null && ownSet.has(movement.fromAccountId);
      const isReceived = movement.toAccountId !== null && ownSet.has(movement.toAccountId);
      const direction =
        isSent && !isReceived ? 'sent' : isReceived && !isSent ? 'received' : 'internal';
      const counterparty = direction === 'sent' ? to : direction === 'received' ? from : null;
      const block = movedSnapshot(movement);
      return {
        id: movement.id,
        kind: movement.kind,
        project: { id: row.projectId, name: row.projectName, code: row.projectCode },
        issuanceId: movement.issuanceId,
        serial: block
          ? formatSerial(
              {
                registryPrefix: ctx.registryPrefix,
                standardCode: row.standardCode ?? '',
                countryCode: row.countryCode ?? '',
                projectCode: row.projectCode ?? String(row.projectId),
                vintage: row.vintage,
                issuanceNumber: row.issuanceNumber,
              },
              block,
            )
          : '',
        quantityKg: movement.quantityKg,
        direction,
        counterpartyName: counterparty?.companyName ?? null,
        from,
        to,
        createdAt: movement.createdAt.toISOString(),
      };
    }),
    nextCursor: rows.length > input.limit ? (page.at(-1)?.movement.id ?? null) : null,
  };
}
