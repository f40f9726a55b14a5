import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installJobSchema } from '../../db/job-schema';
import { createJobRunner, type JobRunner } from './job-runner';

/*
 * The job runner on one embedded database (decision 043). Two runners on one
 * PGlite stand for two API instances: pg-boss's queue, not the process, keeps
 * the runs one at a time.
 */

let pglite: PGlite;
const runners: JobRunner[] = [];
const failures: string[] = [];
beforeEach(async () => {
  pglite = new PGlite();
  await installJobSchema({ pglite });
  failures.length = 0;
});
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
  await pglite.close();
});

function runner(): JobRunner {
  const created = createJobRunner({ pglite }, (error, name) =>
    failures.push(`${name}: ${(error as Error).message}`),
  );
  runners.push(created);
  return created;
}

describe('the job runner', () => {
  it('runs a job at start and on its beat, one run at a time across two runners', async () => {
    let active = 0;
    let mostActive = 0;
    let runs = 0;
    const run = async () => {
      active += 1;
      mostActive = Math.max(mostActive, active);
      await new Promise((resolve) => setTimeout(resolve, 30));
      active -= 1;
      runs += 1;
    };
    for (const each of [runner(), runner()]) {
      each.define('log-sequence', { everyMs: 10, isRunAtStart: true, run });
      await each.start();
    }
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(8), { timeout: 20_000 });
    expect(mostActive).toBe(1);
    expect(failures).toEqual([]);
  });

  it('runs a job when nudged, and only then when it has no beat', async () => {
    let runs = 0;
    const only = runner();
    only.define('outbox-dispatch', {
      everyMs: 0,
      run: async () => {
        runs += 1;
      },
    });
    await only.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toBe(0);
    only.nudge('outbox-dispatch');
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 20_000 });
  });

  it('runs a job here and now after this process’s run in flight has ended', async () => {
    const ended: string[] = [];
    let started = 0;
    const here = runner();
    here.define('outbox-dispatch', {
      everyMs: 0,
      run: async () => {
        started += 1;
        const which = started === 1 ? 'queued' : 'now';
        await new Promise((resolve) => setTimeout(resolve, which === 'queued' ? 200 : 0));
        ended.push(which);
      },
    });
    await here.start();
    here.nudge('outbox-dispatch');
    await vi.waitFor(() => expect(started).toBe(1), { timeout: 20_000 });
    await here.runNow('outbox-dispatch');
    expect(ended).toEqual(['queued', 'now']);
  });

  it('retries a run that failed, and reports the failure', async () => {
    let attempts = 0;
    const flaky = runner();
    flaky.define('yearly-fees', {
      everyMs: 0,
      isRunAtStart: true,
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('the database went away');
      },
    });
    await flaky.start();
    await vi.waitFor(() => expect(attempts).toBe(2), { timeout: 20_000 });
    expect(failures).toEqual(['yearly-fees: the database went away']);
  });

  it('refuses a job defined after the start, and stops cleanly twice', async () => {
    const late = runner();
    late.define('log-sequence', { everyMs: 0, run: async () => undefined });
    await late.start();
    expect(() =>
      late.define('outbox-dispatch', { everyMs: 0, run: async () => undefined }),
    ).toThrow(/after the jobs started/);
    await late.stop();
    late.nudge('log-sequence');
    await late.stop();
  });
});
