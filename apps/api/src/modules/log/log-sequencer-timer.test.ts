import { describe, expect, it } from 'vitest';
import { startLogSequencerTimer } from './log-sequencer-timer';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the log sequencer timer', () => {
  it('runs again after a failed run, reports the failure, and stops after the run in flight', async () => {
    let runs = 0;
    let isRunning = false;
    const errors: unknown[] = [];
    let thirdRunStarted: () => void = () => undefined;
    const third = new Promise<void>((resolve) => {
      thirdRunStarted = resolve;
    });
    const timer = startLogSequencerTimer(
      async () => {
        expect(isRunning).toBe(false);
        isRunning = true;
        runs += 1;
        if (runs === 3) thirdRunStarted();
        await wait(5);
        isRunning = false;
        if (runs === 1) throw new Error('database away');
      },
      5,
      (error) => errors.push(error),
    );
    // However slow the machine, the timer goes on after the failed first run.
    await third;
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
