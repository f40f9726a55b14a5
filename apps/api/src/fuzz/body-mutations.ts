import { HOSTILE_JSON_VALUES, toJsonText } from './hostile-values';
import type { JsonSchema } from './openapi-operations';
import { sampleOf } from './sample-values';
import { pickSome } from './seeded-random';

export interface BodyMutation {
  label: string;
  text: string;
}

type Path = (string | number)[];

const MAX_DEPTH = 5;

/**
 * Mutations of a well-formed JSON body, field by field: every field is
 * removed once, replaced by the hostile values meant for its type (NUL and
 * 100k chars in strings, 2^31 and 2^53+1 in integers ...) and by others
 * picked at random (seeded) up to perField; every object gets an unknown field.
 * A field inside an optional object is mutated with that object filled in
 * (its required fields), so the value gets past the object's own checks.
 */
export function bodyMutations(
  schema: JsonSchema,
  base: unknown,
  perField: number,
  random: () => number,
): BodyMutation[] {
  const fields: Path[] = [];
  const objects: Path[] = [[]];
  collectPaths(schema, [], fields, objects);
  const mutations: BodyMutation[] = [];
  for (const path of fields) {
    const name = `body.${formatPath(path)}`;
    const around = withAncestors(schema, base, path);
    mutations.push({
      label: `${name} missing`,
      text: toJsonText(withValue(around, path, undefined)),
    });
    const type = jsonTypeOf(schemaAt(schema, path));
    const always = HOSTILE_JSON_VALUES.filter((h) => h.always?.includes(type));
    const others = HOSTILE_JSON_VALUES.filter((h) => !always.includes(h));
    const values = [...always, ...pickSome(others, perField - 1 - always.length, random)];
    for (const { label, value } of values) {
      mutations.push({
        label: `${name} = ${label}`,
        text: toJsonText(withValue(around, path, value)),
      });
    }
  }
  for (const path of objects) {
    const extra = [...path, 'fuzzExtraField'];
    const value = HOSTILE_JSON_VALUES[Math.floor(random() * HOSTILE_JSON_VALUES.length)];
    mutations.push({
      label: `extra field body.${formatPath(extra)} = ${value?.label}`,
      text: toJsonText(withValue(withAncestors(schema, base, extra), extra, value?.value)),
    });
  }
  return mutations;
}

function collectPaths(schema: JsonSchema, path: Path, fields: Path[], objects: Path[]): void {
  if (path.length >= MAX_DEPTH) return;
  const options = optionsOf(schema);
  const object = options.find((s) => s.properties);
  const array = options.find((s) => s.items);
  if (object?.properties) {
    if (path.length > 0) objects.push(path);
    for (const [key, child] of Object.entries(object.properties)) {
      fields.push([...path, key]);
      collectPaths(child, [...path, key], fields, objects);
    }
  } else if (array?.items) {
    fields.push([...path, 0]);
    collectPaths(array.items, [...path, 0], fields, objects);
  }
}

function optionsOf(schema: JsonSchema): JsonSchema[] {
  return [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
}

/** The schema of the field at path (items for array indexes). */
function schemaAt(schema: JsonSchema, path: Path): JsonSchema {
  let current = schema;
  for (const step of path) {
    const options = optionsOf(current);
    const next =
      typeof step === 'number'
        ? options.find((s) => s.items)?.items
        : options.find((s) => s.properties?.[step])?.properties?.[step];
    current = next ?? {};
  }
  return current;
}

/** The JSON type a field holds: string, integer, number, boolean, object or array. */
function jsonTypeOf(schema: JsonSchema): string {
  for (const option of optionsOf(schema)) {
    const type = Array.isArray(option.type) ? option.type.find((t) => t !== 'null') : option.type;
    if (type && type !== 'null') return type;
    if (option.enum?.[0] !== undefined) return typeof option.enum[0];
    if (option.properties) return 'object';
  }
  return 'unknown';
}

/** base with every missing container above path filled with a sample of its schema. */
function withAncestors(schema: JsonSchema, base: unknown, path: Path): unknown {
  let current = base;
  for (let depth = 1; depth < path.length; depth++) {
    const prefix = path.slice(0, depth);
    if (valueAt(current, prefix) === undefined) {
      current = withValue(current, prefix, sampleOf(schemaAt(schema, prefix)));
    }
  }
  return current;
}

function valueAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const step of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/** A copy of base with the value at path replaced (undefined: removed). */
function withValue(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const container = (
    Array.isArray(base) ? [...(base as unknown[])] : { ...(base as object | null) }
  ) as Record<string | number, unknown>;
  const next = withValue(container[head], rest, value);
  if (next === undefined && rest.length === 0) delete container[head];
  else container[head] = next;
  return container;
}

function formatPath(path: Path): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : p)).join('.');
}
