import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INT4_MAX } from './ids';

/*
 * Every request schema of the contract, today's and every later module's, is
 * built from the shared blocks (decision 019): each text leaf refuses or
 * removes a NUL, each number leaf has an upper bound, and each id leaf stops
 * at what a PostgreSQL integer holds. A new schema that forgets it fails here.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const REQUEST_NAME = /(Request|Params|Query)Schema$/;
/** Named like a request, but the shape of an answer: a "company request" is a link between companies. */
const ANSWER_SHAPES = new Set(['CompanyRequestSchema']);

function contractFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contractFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

interface Leaf {
  where: string;
  schema: z.ZodType;
  kind: 'string' | 'number';
}

/** The string and number leaves of a schema, through objects, arrays, wrappers and pipes. */
function leavesOf(schema: z.ZodType, where: string, seen = new Set<z.ZodType>()): Leaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })
    ._zod.def;
  const inner = (key: string, suffix = '') =>
    leavesOf(def[key] as z.ZodType, `${where}${suffix}`, seen);
  switch (def.type) {
    case 'string':
      return [{ where, schema, kind: 'string' }];
    case 'number':
      return [{ where, schema, kind: 'number' }];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        leavesOf(value, `${where}.${key}`, seen),
      );
    case 'array':
      return inner('element', '[]');
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe': {
      // A pipe whose input is a text or number (safeText: a string, sanitized,
      // then checked again) is one leaf: what matters is what comes out of it.
      const input = inner('in');
      const only = input[0];
      return input.length === 1 && only?.where === where ? [{ ...only, schema }] : input;
    }
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => leavesOf(option, where, seen));
    case 'record':
      return inner('valueType', '{}');
    default:
      return [];
  }
}

const schemas: [string, z.ZodType][] = [];
for (const file of contractFiles(ROOT)) {
  const module = (await import(file)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(module)) {
    if (REQUEST_NAME.test(name) && !ANSWER_SHAPES.has(name) && value instanceof z.ZodType) {
      schemas.push([`${path.relative(ROOT, file)} ${name}`, value]);
    }
  }
}
const leaves = schemas.flatMap(([name, schema]) => leavesOf(schema, name));

describe('the request schemas of the contract', () => {
  it('are found (the walk reads every file of the contract)', () => {
    expect(schemas.length).toBeGreaterThan(25);
    expect(leaves.filter((leaf) => leaf.kind === 'string').length).toBeGreaterThan(40);
  });

  it('refuse or remove a NUL in every text field', () => {
    const letThrough = leaves
      .filter((leaf) => leaf.kind === 'string')
      .filter((leaf) => {
        const result = leaf.schema.safeParse('abc\u0000def');
        return result.success && String(result.data).includes('\u0000');
      })
      .map((leaf) => leaf.where);
    expect(letThrough).toEqual([]);
  });

  it('bound every number, and every id to a PostgreSQL integer', () => {
    const numbers = leaves.filter((leaf) => leaf.kind === 'number');
    const unbounded = numbers
      .filter((leaf) => leaf.schema.safeParse(Number.MAX_SAFE_INTEGER + 2).success)
      .map((leaf) => leaf.where);
    const ids = numbers
      .filter((leaf) => /(id|Id)$/.test(leaf.where))
      .filter((leaf) => leaf.schema.safeParse(INT4_MAX + 1).success)
      .map((leaf) => leaf.where);
    expect(unbounded).toEqual([]);
    expect(ids).toEqual([]);
  });
});
