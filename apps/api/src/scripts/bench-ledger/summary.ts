/** One workload run of an engine, as the summary table shows it. */
export interface RunFigure {
  clients: number;
  movementsPerSecond: number;
  p95Ms: number;
}

/**
 * One line per engine: for each client count its movements/s and p95, and
 * the share of pgbench's tps at the same client count when both are known.
 */
export function summaryTable(
  figures: Map<string, RunFigure[]>,
  pgbench: Map<number, number>,
): string[] {
  const lines = ['summary (movements/s, p95 of the writes, share of pgbench tps):'];
  for (const [engine, runs] of figures) {
    const cells = runs.map((run) => {
      const tps = pgbench.get(run.clients);
      const share = tps
        ? ` = ${((100 * run.movementsPerSecond) / tps).toFixed(1)}% of ${tps.toFixed(0)}`
        : '';
      return `${run.clients} clients ${run.movementsPerSecond.toFixed(0)}/s p95 ${run.p95Ms.toFixed(1)} ms${share}`;
    });
    lines.push(`  ${engine.padEnd(8)} | ${cells.join(' | ')}`);
  }
  return lines;
}
