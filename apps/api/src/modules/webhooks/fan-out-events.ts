import { sql } from 'drizzle-orm';
import type { WebhookEvent } from '@registry/contract/webhooks/webhooks-api';
import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/select-rows';

/** The most log leaves one run reads. */
const FAN_OUT_BATCH = 500;

/** An event for a company's webhooks, from one leaf of the log. */
interface CompanyEvent {
  leafIndex: number;
  companyId: number;
  event: WebhookEvent;
  at: string;
  data: Record<string, unknown>;
}

interface Leaf {
  leaf_index: string;
  kind: string;
  data: string;
  created_at: string;
}

/**
 * The webhook events of a batch of leaves: a transfer's receiving company
 * (transfer.received; not a move between a company's own accounts), a
 * retirement's company (retirement.created), a project's parties: its
 * developer, owner, certifier and validator (project.state_changed). What each says is what the company's own
 * screens show it.
 */
async function eventsOf(
  tx: Tx,
  leaves: Leaf[],
  wanted: ReadonlySet<WebhookEvent>,
): Promise<CompanyEvent[]> {
  const events: CompanyEvent[] = [];
  const KIND_OF: Record<string, WebhookEvent> = {
    'ledger.transfer': 'transfer.received',
    'ledger.retire': 'retirement.created',
    projectTransition: 'project.state_changed',
  };
  // Only the kinds some webhook listens to are read further.
  const byKind = (kind: string) =>
    leaves.flatMap((leaf) =>
      leaf.kind === kind && wanted.has(KIND_OF[kind]!)
        ? [
            {
              leafIndex: Number(leaf.leaf_index),
              data: JSON.parse(leaf.data) as Record<string, unknown>,
            },
          ]
        : [],
    );
  const transfers = byKind('ledger.transfer');
  if (transfers.length > 0) {
    const rows = await selectRows<{
      movement_id: number;
      to_company: number;
      from_name: string;
      project_id: number;
      project_name: string;
      vintage: number;
      quantity_kg: string;
      sub_account: string;
      created_at: string;
    }>(
      tx,
      sql`select m.id as movement_id, ta.company_id as to_company, fc.name as from_name,
                 p.id as project_id, p.name as project_name, i.vintage, m.quantity_kg,
                 ta.name as sub_account, m.created_at
            from movements m
            join ledger_accounts ta on ta.id = m.to_account_id
            join ledger_accounts fa on fa.id = m.from_account_id
            join companies fc on fc.id = fa.company_id
            join issuances i on i.id = m.issuance_id
            join projects p on p.id = i.project_id
           where m.id in (${sql.join(
             transfers.map((leaf) => sql`${Number(leaf.data.movementId)}`),
             sql`, `,
           )})
             and ta.company_id is distinct from fa.company_id`,
    );
    for (const row of rows) {
      const leaf = transfers.find((item) => Number(item.data.movementId) === row.movement_id)!;
      events.push({
        leafIndex: leaf.leafIndex,
        companyId: row.to_company,
        event: 'transfer.received',
        at: new Date(row.created_at).toISOString(),
        data: {
          movementId: row.movement_id,
          fromCompany: row.from_name,
          projectId: row.project_id,
          projectName: row.project_name,
          vintage: row.vintage,
          quantityKg: Number(row.quantity_kg),
          subAccount: row.sub_account,
        },
      });
    }
  }
  const retirements = byKind('ledger.retire');
  if (retirements.length > 0) {
    const rows = await selectRows<{
      movement_id: number;
      company_id: number;
      emit_certification_id: string;
      certificate_number: string;
      project_id: number;
      quantity_kg: string;
      purpose: string;
      created_at: string;
    }>(
      tx,
      sql`select movement_id, company_id, emit_certification_id, certificate_number,
                 project_id, quantity_kg, purpose, created_at
            from retirements
           where movement_id in (${sql.join(
             retirements.map((leaf) => sql`${Number(leaf.data.movementId)}`),
             sql`, `,
           )})`,
    );
    for (const row of rows) {
      const leaf = retirements.find((item) => Number(item.data.movementId) === row.movement_id)!;
      events.push({
        leafIndex: leaf.leafIndex,
        companyId: row.company_id,
        event: 'retirement.created',
        at: new Date(row.created_at).toISOString(),
        data: {
          emitCertificationId: row.emit_certification_id,
          certificateNumber: row.certificate_number,
          projectId: row.project_id,
          quantityKg: Number(row.quantity_kg),
          purpose: row.purpose,
        },
      });
    }
  }
  const transitions = byKind('projectTransition');
  if (transitions.length > 0) {
    const rows = await selectRows<{ id: number; parties: (number | null)[] }>(
      tx,
      sql`select id, array[developer_company_id, owner_company_id, certifier_company_id,
                           ovv_company_id] as parties from projects
           where id in (${sql.join(
             transitions.map((leaf) => sql`${Number(leaf.data.projectId)}`),
             sql`, `,
           )})`,
    );
    for (const leaf of transitions) {
      const project = rows.find((row) => row.id === Number(leaf.data.projectId));
      const parties = new Set(project?.parties ?? []);
      for (const companyId of parties) {
        if (companyId == null) continue;
        events.push({
          leafIndex: leaf.leafIndex,
          companyId,
          event: 'project.state_changed',
          at: String(leaf.data.at),
          data: {
            projectId: Number(leaf.data.projectId),
            registryCode: leaf.data.registryCode ?? null,
            fromState: leaf.data.fromState ?? null,
            toState: leaf.data.toState,
          },
        });
      }
    }
  }
  return events;
}

/**
 * One run of the webhooks' fan-out (DESIGN.md 4.6): reads the leaves the
 * sequencer appended since the last run, in the log's order, and writes a
 * delivery and its outbox row for each webhook of the company an event
 * concerns, subscribed to it and made before it. One transaction holding the
 * cursor's row: instances on one database never read a leaf twice, and an
 * event reaches a webhook once (webhook_deliveries_once). Answers how many
 * deliveries it wrote (the caller nudges the outbox when any) and whether it
 * read every leaf there was (else the caller runs it again). While no
 * webhook exists it only moves the cursor, so the ledger pays nothing for it.
 */
export async function fanOutWebhookEvents(
  db: Db,
): Promise<{ deliveryCount: number; isCaughtUp: boolean }> {
  return db.transaction(async (tx) => {
    const [cursor] = await selectRows<{ last_leaf_index: string }>(
      tx,
      sql`select last_leaf_index from webhook_fanout where id = 1 for update`,
    );
    const listening = await selectRows<{ company_id: number; events: WebhookEvent[] }>(
      tx,
      sql`select company_id, events from webhooks where deleted_at is null`,
    );
    if (listening.length === 0) {
      // Nothing listens: the cursor moves past every sequenced leaf in one statement.
      await tx.execute(
        sql`update webhook_fanout set last_leaf_index =
              coalesce((select max(leaf_index) from log_events), last_leaf_index) where id = 1`,
      );
      return { deliveryCount: 0, isCaughtUp: true };
    }
    const last = Number(cursor?.last_leaf_index ?? -1);
    const leaves = await selectRows<Leaf>(
      tx,
      sql`select leaf_index, kind, data, created_at from log_events
           where leaf_index > ${last} order by leaf_index limit ${FAN_OUT_BATCH}`,
    );
    if (leaves.length === 0) return { deliveryCount: 0, isCaughtUp: true };
    const wanted = new Set(listening.flatMap((row) => row.events));
    const companies = new Set(listening.map((row) => row.company_id));
    const events = (await eventsOf(tx, leaves, wanted)).filter((item) =>
      companies.has(item.companyId),
    );
    let written = 0;
    for (const item of events) {
      const deliveries = await selectRows<{ id: string }>(
        tx,
        sql`insert into webhook_deliveries (webhook_id, event, event_key, payload, created_at)
            select w.id, ${item.event}, ${`leaf:${item.leafIndex}`}, ${JSON.stringify(item.data)}::jsonb, ${item.at}
              from webhooks w
             where w.company_id = ${item.companyId} and w.deleted_at is null
               and w.events ? ${item.event} and w.created_at <= ${item.at}
            on conflict (webhook_id, event_key) do nothing
            returning id`,
      );
      for (const delivery of deliveries) {
        await tx.execute(
          sql`insert into outbox (kind, payload) values ('webhookDelivery', ${JSON.stringify({ deliveryId: Number(delivery.id) })}::jsonb)`,
        );
      }
      written += deliveries.length;
    }
    await tx.execute(
      sql`update webhook_fanout set last_leaf_index = ${Number(leaves.at(-1)!.leaf_index)} where id = 1`,
    );
    return { deliveryCount: written, isCaughtUp: leaves.length < FAN_OUT_BATCH };
  });
}
