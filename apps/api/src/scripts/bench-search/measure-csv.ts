import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PublicProjectsFilterSchema } from '@registry/contract/projects/public-projects';
import type { Db } from '../../db/client';
import { exportPublicProjectsCsv } from '../../modules/public-projects/export-public-projects-csv';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).padStart(6)} MB`;

/**
 * Streams the app's CSV of every public project (exportPublicProjectsCsv,
 * as GET /api/public/projects/csv does) into a byte counter, and prints its
 * rows, speed and the process's memory before and at its peak.
 */
export async function measureCsv(db: Db): Promise<void> {
  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const sampler = setInterval(sample, 20);
  let lines = 0;
  let bytes = 0;
  const started = performance.now();
  try {
    const csv = await exportPublicProjectsCsv({
      ctx: { db, lng: 'en' },
      input: PublicProjectsFilterSchema.parse({}),
    });
    await pipeline(
      csv,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
          done();
        },
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  sample();
  const rows = lines - 1;
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nCSV of every public project (exportPublicProjectsCsv), streamed:`);
  console.log(
    `  ${rows.toLocaleString('en')} rows, ${mb(bytes).trim()} in ${seconds.toFixed(2)} s (${Math.round(rows / seconds).toLocaleString('en')} rows/s)`,
  );
  console.log(
    `  RSS  ${mb(baseline.rss)} before, peak ${mb(peakRss)} (+${mb(peakRss - baseline.rss).trim()})`,
  );
  console.log(
    `  heap ${mb(baseline.heapUsed)} before, peak ${mb(peakHeap)} (+${mb(peakHeap - baseline.heapUsed).trim()})`,
  );
}
