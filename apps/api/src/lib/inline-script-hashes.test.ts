import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('allows exactly the page’s inline script text, not its files’ scripts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inline-scripts-'));
    const gate = "\n      document.documentElement.setAttribute('data-prerender', 'off');\n    ";
    writeFileSync(
      path.join(dir, 'index.html'),
      `<head><script>${gate}</script><script type="module" crossorigin src="/assets/index.js"></script></head>`,
    );
    expect(inlineScriptHashes(path.join(dir, 'index.html'))).toEqual([sha256(gate)]);
  });

  it('allows none without a built web app', () => {
    expect(inlineScriptHashes(path.join(tmpdir(), 'no-such-web', 'index.html'))).toEqual([]);
  });
});
