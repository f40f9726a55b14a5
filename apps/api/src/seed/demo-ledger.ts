import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/outbox';
import { projects } from '../db/schema/projects';
import { cancelBlock } from '../modules/ledger/cancel-block';
import { convertToKg } from '../modules/ledger/convert-to-kg';
import { issueCredits } from '../modules/ledger/issue-credits';
import type { LedgerContext } from '../modules/ledger/ledger-context';
import { lockBlock } from '../modules/ledger/lock-block';
import { createSubAccount } from '../modules/ledger/sub-accounts';
import { transferCredits } from '../modules/ledger/transfer-credits';
import type { Caller } from '../lib/caller';
import { callerOf } from './demo-projects';
import { seedDemoMarkets } from './demo-markets';
import { seedDemoRetirements } from './demo-retirements';

const DAY_MS = 24 * 3600 * 1000;

/** The certified demo projects' issuances: vintage, period, tonnes, buffer %. */
const DEMO_ISSUANCES = [
  { project: 'Reforestación Mata Atlântica', vintage: 2024, period: 1, tonnes: 5000, buffer: 10 },
  { project: 'Solar Fotovoltaica Atacama', vintage: 2024, period: 1, tonnes: 8000, buffer: 5 },
  {
    project: 'Agricultura Regenerativa Alentejo',
    vintage: 2023,
    period: 1,
    tonnes: 3000,
    buffer: 15,
  },
  {
    project: 'Agricultura Regenerativa Alentejo',
    vintage: 2024,
    period: 2,
    tonnes: 2500,
    buffer: 15,
  },
] as const;

/**
 * The demo ledger (DESIGN.md 5), every movement through the ledger's actions
 * so the log has its events: the certifier issues the certified projects'
 * periods to the owner; owner@, trader@ and generalaccount@ trade in every
 * direction; generalaccount@ keeps credits in a sub-account; trader@ converts
 * tonnes to kg and sends kg; the certifier locks one block and cancels another;
 * owner@ and trader@ retire credits for every purpose (demo-retirements.ts);
 * owner@ moves credits to Polygon and back (demo-markets.ts).
 * Each step on its own day in the past, the receivers notified.
 */
export async function seedDemoLedger(
  db: Db,
  { today = new Date(), registryPrefix = 'CR' }: { today?: Date; registryPrefix?: string } = {},
): Promise<void> {
  const [certifier, owner, trader, general] = await Promise.all(
    ['certifier', 'owner', 'trader', 'generalaccount'].map((login) => callerOf(db, login)),
  );
  if (!certifier || !owner || !trader || !general) throw new Error('a demo login is missing');
  let day = 70;
  const ctx = (): LedgerContext => {
    const at = new Date(today.getTime() - day * DAY_MS);
    day -= 2;
    return { db, registryPrefix, now: () => at };
  };
  const blocks: number[] = [];
  for (const issuance of DEMO_ISSUANCES) {
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.name, issuance.project));
    if (!project) throw new Error(`the demo project ${issuance.project} is missing`);
    const issued = await issueCredits({
      ctx: ctx(),
      caller: certifier,
      input: {
        projectId: project.id,
        vintage: issuance.vintage,
        monitoringPeriod: issuance.period,
        quantity: issuance.tonnes,
        bufferSharePercent: issuance.buffer,
      },
    });
    if (issued.serialId === null) throw new Error('a demo issuance left the owner nothing');
    blocks.push(issued.serialId);
  }
  const [mata = 0, atacama = 0, alentejo = 0] = blocks;
  const send = async (
    from: Caller,
    serialId: number,
    quantity: number,
    to: Caller,
    extra: { isKg?: boolean; subAccountId?: number } = {},
  ) =>
    (
      await transferCredits({
        ctx: ctx(),
        caller: from,
        input: {
          serialId,
          quantity,
          isKg: extra.isKg ?? false,
          companyId: to.companyId,
          ...(extra.subAccountId ? { subAccountId: extra.subAccountId } : {}),
        },
      })
    ).serialId;
  const traderMata = await send(owner, mata, 1500, trader);
  const generalAtacama = await send(owner, atacama, 800, general);
  const generalMata = await send(trader, traderMata, 300, general);
  await send(general, generalAtacama, 100, owner);
  await send(trader, traderMata, 50, owner);
  const { subAccount } = await createSubAccount({
    ctx: ctx(),
    caller: general,
    input: { name: 'Compensación 2026' },
  });
  await send(general, generalAtacama, 200, general, { subAccountId: subAccount.id });
  const kg = await convertToKg({
    ctx: ctx(),
    caller: trader,
    input: { serialId: traderMata, quantity: 20 },
  });
  await send(trader, kg.serialId, 2500, general, { isKg: true });
  const traderAlentejo = await send(owner, alentejo, 200, trader);
  await lockBlock({
    ctx: ctx(),
    caller: certifier,
    input: { serialId: traderAlentejo, reason: 'Revisión de un posible doble conteo.' },
  });
  await cancelBlock({
    ctx: ctx(),
    caller: certifier,
    input: { serialId: generalMata, reason: 'Emitidos por error en el periodo de monitoreo.' },
  });
  await seedDemoRetirements(db, ctx, {
    owner,
    trader,
    mata,
    atacama,
    alentejo,
    traderKg: kg.serialId,
  });
  await seedDemoMarkets(db, ctx, { owner, mata, atacama, registryPrefix });
  // Its transfers are dated weeks ago: the bell tells them, and no mail goes out for them now.
  await db.delete(outbox).where(lt(outbox.createdAt, today));
}
