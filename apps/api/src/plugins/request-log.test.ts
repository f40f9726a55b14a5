import { describe, expect, it } from 'vitest';
import { isLogged } from './request-log';

const options = { samplePercent: 1, slowMs: 1000 };
const fast = { statusCode: 200, elapsedTime: 3 };

describe('the request log', () => {
  it('logs every write, every failed answer and every slow read', () => {
    const never = () => 0.99;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isLogged({ method }, fast, { ...options, random: never })).toBe(true);
    }
    for (const statusCode of [400, 401, 404, 429, 500, 503]) {
      expect(
        isLogged({ method: 'GET' }, { statusCode, elapsedTime: 3 }, { ...options, random: never }),
      ).toBe(true);
    }
    expect(
      isLogged(
        { method: 'GET' },
        { statusCode: 200, elapsedTime: 1000 },
        { ...options, random: never },
      ),
    ).toBe(true);
  });

  it('logs the share of fast, successful reads the sample asks', () => {
    const draws = Array.from({ length: 1000 }, (_, i) => i / 1000);
    const logged = (samplePercent: number) =>
      draws.filter((draw) =>
        isLogged({ method: 'GET' }, fast, { ...options, samplePercent, random: () => draw }),
      ).length;
    expect(logged(1)).toBe(10);
    expect(logged(0)).toBe(0);
    expect(logged(100)).toBe(1000);
    expect(
      isLogged(
        { method: 'HEAD' },
        { statusCode: 304, elapsedTime: 1 },
        { ...options, random: () => 0.5 },
      ),
    ).toBe(false);
  });
});
