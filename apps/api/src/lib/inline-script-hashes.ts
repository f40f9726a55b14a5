import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** A classic script written into the page (no src), and its text. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts of
 * the built index.html: its head's script that hides the prerendered front
 * page from anyone it is not for (issue 24). Only these exact texts run; the
 * policy still allows no other inline script. None without a built web app.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  if (!existsSync(indexHtml)) return [];
  const html = readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}
