import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type {
  PublicAccount,
  SerialBlock,
  SerialSearchQuery,
} from '@registry/contract/ledger/ledger-history';
import { SERIAL_SEARCH_MAX_BLOCKS } from '@registry/contract/ledger/ledger-history';
import { companies } from '../../db/schema/accounts';
import { blocks } from '../../db/schema/blocks';
import { issuances } from '../../db/schema/issuances';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { movements, type BlockSnapshot } from '../../db/schema/movements';
import { projects } from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import type { LedgerContext } from './ledger-context';
import { sizeOf } from './ledger-store';
import { movedSnapshot } from './list-movements';
import { formatSerial, parseSerial, type SerialParts } from './serial';

/**
 * Blocks whose company holder the public is not told: held ones, and retired
 * ones, whose certificate names the beneficiary, never the holder (036).
 */
const HOLDER_HIDDEN_STATUSES = new Set(['active', 'locked', 'retired']);

/** The most movements of one issuance the search reads (a limit on everything). */
const MAX_MOVEMENTS_PER_ISSUANCE = 5000;

const overlaps = (a: { fromKg: number; toKg: number }, b: { fromKg: number; toKg: number }) =>
  a.fromKg <= b.toKg && b.fromKg <= a.toKg;

/**
 * GET /api/public/serials?q= (DESIGN.md 4.3, decision 026): anyone types a
 * human serial, one serial number or a range (`{prefix}-{standard}-{country}-{project code}-{vintage}-{issuance}-{n}[-{m}]`,
 * or the same from the project code on) and gets the blocks holding any of
 * those kg, each with the whole history of its kg: the movements of its
 * lineage (the block and its parents) that touched its range, oldest first.
 * Public facts only: accounts by kind, no reasons, no people. Holdings are
 * not public (decision 028): the public sees no holder of an active, locked
 * or retired company block (036) and a company named only as the issuance's receiver;
 * the block's holder and the project's certifier (a session, optional) also
 * see the holder and the project's owner named wherever they appear.
 */
export async function searchSerials({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller | null;
  input: SerialSearchQuery;
}): Promise<{ blocks: SerialBlock[] }> {
  const parsed = parseSerial(input.q);
  if (!parsed) throw new DomainError('ERROR_SERIAL_INVALID', 400);
  const candidates = await ctx.db
    .select({
      issuance: issuances,
      projectId: projects.id,
      projectName: projects.name,
      projectCode: projects.code,
      ownerCompanyId: projects.ownerCompanyId,
      certifierCompanyId: projects.certifierCompanyId,
      standardCode: standards.code,
      countryCode: countries.code,
    })
    .from(issuances)
    .innerJoin(projects, eq(projects.id, issuances.projectId))
    .leftJoin(standards, eq(standards.id, projects.standardId))
    .leftJoin(countries, eq(countries.id, projects.countryId))
    .where(
      and(
        eq(issuances.vintage, parsed.vintage),
        eq(issuances.number, parsed.issuanceNumber),
        // The head ends with the project code (the whole head, or the code alone).
        sql`upper(${parsed.head}) like '%' || upper(${projects.code})`,
      ),
    );
  const matching = candidates.flatMap((row) => {
    const parts: SerialParts = {
      registryPrefix: ctx.registryPrefix,
      standardCode: row.standardCode ?? '',
      countryCode: row.countryCode ?? '',
      projectCode: row.projectCode ?? String(row.projectId),
      vintage: row.issuance.vintage,
      issuanceNumber: row.issuance.number,
    };
    const fullHead = [
      parts.registryPrefix,
      parts.standardCode,
      parts.countryCode,
      parts.projectCode,
    ]
      .join('-')
      .toUpperCase();
    const isMatch = parsed.head === fullHead || parsed.head === parts.projectCode.toUpperCase();
    return isMatch ? [{ ...row, parts }] : [];
  });
  const found: SerialBlock[] = [];
  for (const row of matching) {
    if (found.length >= SERIAL_SEARCH_MAX_BLOCKS) break;
    const held = await ctx.db
      .select({
        block: blocks,
        kind: ledgerAccounts.kind,
        companyId: ledgerAccounts.companyId,
        companyName: companies.name,
      })
      .from(blocks)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, blocks.accountId))
      .leftJoin(companies, eq(companies.id, ledgerAccounts.companyId))
      .where(
        and(
          eq(blocks.issuanceId, row.issuance.id),
          lte(blocks.fromKg, parsed.toKg),
          gte(blocks.toKg, parsed.fromKg),
        ),
      )
      .orderBy(asc(blocks.fromKg))
      .limit(SERIAL_SEARCH_MAX_BLOCKS - found.length);
    if (held.length === 0) continue;
    const history = await ctx.db
      .select()
      .from(movements)
      .where(eq(movements.issuanceId, row.issuance.id))
      .orderBy(asc(movements.id))
      .limit(MAX_MOVEMENTS_PER_ISSUANCE);
    const accountIds = [
      ...new Set(
        history.flatMap((m) =>
          [m.fromAccountId, m.toAccountId].filter((id): id is number => id !== null),
        ),
      ),
    ];
    const accounts =
      accountIds.length === 0
        ? []
        : await ctx.db
            .select({
              id: ledgerAccounts.id,
              kind: ledgerAccounts.kind,
              companyId: ledgerAccounts.companyId,
              companyName: companies.name,
            })
            .from(ledgerAccounts)
            .leftJoin(companies, eq(companies.id, ledgerAccounts.companyId))
            .where(inArray(ledgerAccounts.id, accountIds));
    const accountById = new Map(accounts.map((account) => [account.id, account]));
    const parents = await lineageParents(ctx, row.issuance.id);
    for (const { block, kind, companyId, companyName } of held) {
      const callerCompanyId = caller?.companyId ?? null;
      const mayKnowHolder =
        callerCompanyId !== null &&
        (callerCompanyId === companyId || callerCompanyId === row.certifierCompanyId);
      const named = new Set([row.ownerCompanyId, companyId].filter((id) => id !== null));
      const publicAccount = (id: number | null, isIssue: boolean): PublicAccount | null => {
        const account = id === null ? undefined : accountById.get(id);
        if (!account) return null;
        const isNamed =
          account.companyId !== null && (mayKnowHolder ? named.has(account.companyId) : isIssue);
        return { kind: account.kind, companyName: isNamed ? account.companyName : null };
      };
      const isHoldingHidden =
        !mayKnowHolder && companyId !== null && HOLDER_HIDDEN_STATUSES.has(block.status);
      const lineage = new Set<number>();
      for (let id: number | null | undefined = block.id; id != null; id = parents.get(id)) {
        if (lineage.has(id)) break;
        lineage.add(id);
      }
      const touches = (snapshots: BlockSnapshot[]) =>
        snapshots.some((snap) => lineage.has(snap.id) && overlaps(snap, block));
      found.push({
        serialId: block.id,
        project: { id: row.projectId, name: row.projectName, code: row.projectCode },
        issuance: { vintage: row.issuance.vintage, number: row.issuance.number },
        serial: formatSerial(row.parts, block),
        quantityKg: sizeOf(block),
        divisible: block.divisible,
        status: block.status,
        holder: isHoldingHidden
          ? null
          : { kind, companyName: companyId !== null ? companyName : null },
        history: history
          .filter((m) => touches(m.before) || touches(m.after))
          .map((m) => {
            const moved = movedSnapshot(m);
            return {
              id: m.id,
              kind: m.kind,
              quantityKg: m.quantityKg,
              serial: moved ? formatSerial(row.parts, moved) : '',
              from: publicAccount(m.fromAccountId, m.kind === 'issue'),
              to: publicAccount(m.toAccountId, m.kind === 'issue'),
              createdAt: m.createdAt.toISOString(),
            };
          }),
      });
    }
  }
  return { blocks: found };
}

/** Every block of the issuance with its parent (the lineage of splits). */
async function lineageParents(ctx: LedgerContext, issuanceId: number) {
  const rows = await ctx.db
    .select({ id: blocks.id, parentId: blocks.parentId })
    .from(blocks)
    .where(eq(blocks.issuanceId, issuanceId));
  return new Map(rows.map((row) => [row.id, row.parentId]));
}
