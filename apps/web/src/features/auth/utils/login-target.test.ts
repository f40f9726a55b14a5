import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { makeClaims, makeToken } from '../../../test/tokens';
import { pickLoginTarget } from './login-target';

const approved = makeToken(makeClaims('owner'));
const unapproved = makeToken(makeClaims('owner', { permits: [] }));

describe('where a login goes', () => {
  it('goes back to the page asked for, once', () => {
    window.localStorage.setItem(STORAGE_KEYS.goBackPath, '/my-positions?tab=2');
    expect(pickLoginTarget({ updated: 1, token: approved })).toBe('/my-positions?tab=2');
    expect(pickLoginTarget({ updated: 1, token: approved })).toBe('/');
  });

  it('never leaves the app for a go-back path pointing elsewhere', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)']) {
      window.localStorage.setItem(STORAGE_KEYS.goBackPath, path);
      expect(pickLoginTarget({ updated: 1, token: approved })).toBe('/');
    }
  });

  it('sends a company that is not updated, or has no permits, to my company', () => {
    window.localStorage.setItem(STORAGE_KEYS.goBackPath, '/my-positions');
    expect(pickLoginTarget({ updated: 0, token: approved })).toBe('/my-company');
    expect(pickLoginTarget({ updated: 1, token: unapproved })).toBe('/my-company');
    expect(window.localStorage.getItem(STORAGE_KEYS.goBackPath)).toBeNull();
  });
});
