import type pg from 'pg';
import type { BenchReferences } from './generate-projects';

/** The states of the generated projects that have credits: half of the public states. */
const ISSUED_STATES = ['registered', 'verification', 'certified', 'suspended', 'finished'];
/** Every issuance owns this many kg (1,000,000 t), which its blocks partition. */
const ISSUANCE_KG = 1_000_000_000;
/** Issuances given blocks per statement: the progress line moves, no transaction grows huge. */
const BLOCK_BATCH = 5_000;

/** Removes the BENCH- projects of an earlier run, their issuances and blocks first. */
export async function deleteBenchRegistry(client: pg.Pool): Promise<void> {
  const ofBench = `SELECT i.id FROM issuances i JOIN projects p ON p.id = i.project_id
    WHERE p.code LIKE 'BENCH-%'`;
  await client.query(`DELETE FROM blocks WHERE issuance_id IN (${ofBench})`);
  await client.query(`DELETE FROM issuances WHERE id IN (${ofBench})`);
  await client.query(`DELETE FROM projects WHERE code LIKE 'BENCH-%'`);
}

/**
 * Gives each generated project in an issued state 1 to 4 issuances of
 * consecutive vintages starting between 2012 and 2021 (so vintages span
 * 2012..2024), derived from its id so two runs agree. Returns their count.
 */
export async function insertIssuances(client: pg.Pool, refs: BenchReferences): Promise<number> {
  const result = await client.query(
    `INSERT INTO issuances (project_id, number, vintage, monitoring_period, quantity_kg,
       buffer_share_bp, buffer_kg, issued_by_company_id, issued_by)
     SELECT p.id, g, 2012 + (p.id * 37) % 10 + g - 1, g, $1::bigint, 1000, $1::bigint / 10, $2, $3
     FROM projects p, generate_series(1, 1 + (p.id * 13) % 4) AS g
     WHERE p.code LIKE 'BENCH-%' AND p.state = ANY($4::text[])`,
    [ISSUANCE_KG, refs.companyId, refs.userId, ISSUED_STATES],
  );
  return result.rowCount ?? 0;
}

/**
 * About `total` blocks: each generated issuance partitioned into equal
 * ranges held by one bench account. Blocks do not enter the search; they
 * are there so the database has the size DESIGN.md 7 names.
 */
export async function insertBlocks(
  client: pg.Pool,
  refs: BenchReferences,
  total: number,
  onProgress: (done: number) => void,
): Promise<number> {
  const ids = (
    await client.query<{ id: number }>(
      `SELECT i.id FROM issuances i JOIN projects p ON p.id = i.project_id
       WHERE p.code LIKE 'BENCH-%' ORDER BY i.id`,
    )
  ).rows.map((row) => row.id);
  if (ids.length === 0 || total <= 0) return 0;
  const account = await client.query<{ id: number }>(
    `INSERT INTO ledger_accounts (kind, company_id, name) VALUES ('sub', $1, 'BENCH') RETURNING id`,
    [refs.companyId],
  );
  const perIssuance = Math.max(1, Math.round(total / ids.length));
  const size = Math.floor(ISSUANCE_KG / perIssuance);
  let done = 0;
  for (let start = 0; start < ids.length; start += BLOCK_BATCH) {
    const batch = ids.slice(start, start + BLOCK_BATCH);
    const result = await client.query(
      `INSERT INTO blocks (issuance_id, from_kg, to_kg, account_id)
       SELECT i, (g - 1)::bigint * $2 + 1, g::bigint * $2, $3
       FROM unnest($1::int[]) AS i, generate_series(1, $4) AS g`,
      [batch, size, account.rows[0]?.id, perIssuance],
    );
    done += result.rowCount ?? 0;
    onProgress(done);
  }
  return done;
}
