import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WEBHOOK_VERIFY_SNIPPET } from '@registry/contract/webhooks/verify-snippet';

/** A receiver's check of a delivery. */
export type VerifyWebhook = (secret: string, headers: object, body: string) => boolean;

/**
 * The check /register-api shows, saved as a receiver would save it
 * (verify-webhook.mjs) and imported as it is: what the tests verify with.
 */
export async function loadVerifyWebhook(snippet = WEBHOOK_VERIFY_SNIPPET): Promise<VerifyWebhook> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'receiver-')), 'verify-webhook.mjs');
  writeFileSync(file, snippet);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    verifyWebhook: VerifyWebhook;
  };
  return module.verifyWebhook;
}
