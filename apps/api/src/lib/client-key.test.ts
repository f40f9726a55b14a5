import { describe, expect, it } from 'vitest';
import { clientKey, GONE_CLIENT_KEY } from './client-key';

describe('clientKey (the rate limiter key)', () => {
  it('is the client address, as the limiter normalizes it', () => {
    expect(clientKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(clientKey({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
    expect(clientKey({ ip: '2001:db8:0:0:1:2:3:4' })).toBe(clientKey({ ip: '2001:db8::9' }));
  });

  it('never throws for a request whose connection is gone', () => {
    expect(clientKey({ ip: undefined })).toBe(GONE_CLIENT_KEY);
    expect(clientKey({ ip: '' })).toBe(GONE_CLIENT_KEY);
    const behindProxy = {
      get ip(): string {
        throw new TypeError("Cannot read properties of undefined (reading 'remoteAddress')");
      },
    };
    expect(clientKey(behindProxy)).toBe(GONE_CLIENT_KEY);
  });

  it('keeps an address the normalizer cannot read, in lower case', () => {
    expect(clientKey({ ip: 'Unix:Socket' })).toBe('unix:socket');
  });
});
