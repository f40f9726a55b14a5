/*
 * What the log keeps of a failure (issue 7, finding 4): the error's class, its
 * SQLSTATE and the schema names PostgreSQL gives (table, column, constraint),
 * and where in our code it happened. Never a message or detail of a database
 * error: those hold the query's parameters and the values that broke it
 * (e-mails, names, hashes). Never the query itself.
 */

/** A PostgreSQL error code: five digits or capitals (SQLSTATE). */
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

interface DatabaseFault {
  sqlState: string;
  table?: string;
  column?: string;
  constraint?: string;
}

function fieldOf(error: object, name: string): string | undefined {
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The errors of the chain: the error, its cause, the cause's cause ... */
function chainOf(error: unknown): object[] {
  const chain: object[] = [];
  let current: unknown = error;
  while (chain.length <= MAX_CAUSES && typeof current === 'object' && current !== null) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The PostgreSQL error somewhere in the chain (pg and PGlite both set `code`), if any. */
export function databaseFaultOf(error: unknown): DatabaseFault | null {
  const chain = chainOf(error);
  const fault = chain.find((e) => SQLSTATE.test(fieldOf(e, 'code') ?? ''));
  const isQueryFailure = chain.some((e) => (e as Error).name === 'DrizzleQueryError');
  if (!fault) return isQueryFailure ? { sqlState: 'unknown' } : null;
  return {
    sqlState: fieldOf(fault, 'code') ?? 'unknown',
    table: fieldOf(fault, 'table'),
    column: fieldOf(fault, 'column'),
    constraint: fieldOf(fault, 'constraint'),
  };
}

/** Only the "at ..." lines of a stack: its first lines repeat the message. */
function framesOf(error: object): string | undefined {
  const stack = (error as Error).stack;
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.slice(0, 12).join('\n') : undefined;
}

/** A loggable description of any thrown value, safe to write for any error. */
export function describeError(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const type = (error as Error).name || error.constructor?.name || 'Error';
  const fault = databaseFaultOf(error);
  if (fault) return { type, ...fault, stack: framesOf(error) };
  return {
    type,
    code: fieldOf(error, 'code'),
    message: (error as Error).message,
    stack: framesOf(error),
  };
}
