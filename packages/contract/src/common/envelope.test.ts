import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvelopeSchema, envelopeWith } from './envelope';

const message = { codeMessage: 'OK', message: 'Done.' };

describe('EnvelopeSchema', () => {
  it.each([
    { sent: 1, read: 1 },
    { sent: true, read: 1 },
    { sent: 0, read: 0 },
    { sent: false, read: 0 },
  ])('reads status $sent as $read', ({ sent, read }) => {
    const parsed = EnvelopeSchema.parse({ status: sent, codeMessages: [message] });
    expect(parsed).toEqual({ status: read, codeMessages: [message] });
  });

  it.each([2, -1, 'true', '1', null, undefined])('refuses status %j', (status) => {
    expect(EnvelopeSchema.safeParse({ status, codeMessages: [] }).success).toBe(false);
  });

  it('reads true in every envelope with data fields', () => {
    const schema = envelopeWith({ valid: z.boolean() });
    expect(schema.parse({ status: true, codeMessages: [], valid: false })).toEqual({
      status: 1,
      codeMessages: [],
      valid: false,
    });
  });

  it('writes status as the number the API has always sent', () => {
    const schema = envelopeWith({ valid: z.boolean() });
    const sent = z.encode(schema, { status: 1, codeMessages: [], valid: true });
    expect(JSON.stringify(sent)).toBe('{"status":1,"codeMessages":[],"valid":true}');
    expect(z.encode(EnvelopeSchema, { status: 0, codeMessages: [] }).status).toBe(0);
  });

  it('describes the sent status as 0 or 1 in the API documentation', () => {
    const documented = z.toJSONSchema(EnvelopeSchema, { io: 'output' });
    expect(JSON.stringify(documented)).not.toContain('boolean');
  });
});
