import { describe, expect, it } from 'vitest';
import { startLogSequencerTimer } from './log-sequencer-timer';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the log sequencer timer', () => {
  it('runs again after a failed run, reports the failure, and stops after the run in flight', async () => {
    let runs = 0;
    let isRunning = false;
    const errors: unknown[] = [];
    const timer = startLogSequencerTimer(
      async () => {
        expect(isRunning).toBe(false);
        isRunning = true;
        runs += 1;
        await wait(5);
        isRunning = false;
        if (runs === 1) throw new Error('database away');
      },
      5,
      (error) => errors.push(error),
    );
    await wait(80);
    await timer.stop();
    const runsAtStop = runs;
    expect(runsAtStop).toBeGreaterThan(2);
    expect(errors).toHaveLength(1);
    expect(isRunning).toBe(false);
    await wait(30);
    expect(runs).toBe(runsAtStop);
  });

  it('never runs with an interval of 0', async () => {
    let runs = 0;
    const timer = startLogSequencerTimer(
      async () => {
        runs += 1;
      },
      0,
      () => undefined,
    );
    await wait(30);
    await timer.stop();
    expect(runs).toBe(0);
  });
});
