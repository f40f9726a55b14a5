import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The mails the registry wrote to its outbox (data/outbox), newest last. */
export function readOutbox(): { to: string; subject: string; raw: string }[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: global-setup did not run');
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const eml = readFileSync(path.join(dir, file), 'utf8');
    // Undo quoted-printable soft line breaks in the body only: folded headers stay intact.
    const split = eml.search(/\r?\n\r?\n/);
    const raw = eml.slice(0, split) + eml.slice(split).replace(/=\r?\n/g, '');
    const header = (name: string) =>
      new RegExp(`^${name}: (.*)$`, 'm').exec(raw)?.[1]?.trim() ?? '';
    return { to: header('To'), subject: header('Subject'), raw };
  });
}

/**
 * Waits for the newest mail to an address whose text holds the pattern (and,
 * when given, the words `about`, so that a journey finds its own mail among
 * those of journeys running beside it); returns the match.
 */
export async function waitForMailedPath(
  to: string,
  pattern: RegExp,
  timeoutMs = 15_000,
  about = '',
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readOutbox()
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.raw.includes(about))
      .at(-1);
    const link = mail && pattern.exec(mail.raw)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${String(pattern)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits for the newest mail to an address and returns its /change-password-link/... path. */
export function waitForPasswordLink(to: string, timeoutMs = 15_000): Promise<string> {
  return waitForMailedPath(to, /\/change-password-link\/[\w-]+\/[\w-]+\/[\w-]+/, timeoutMs);
}

/**
 * Waits for the newest mail to an address about a document and returns its
 * /signature/{firm}/{projectId}/{userId} path.
 */
export function waitForSignatureLink(
  to: string,
  document: string,
  timeoutMs = 15_000,
): Promise<string> {
  return waitForMailedPath(to, /\/signature\/[\w-]{43}\/\d+\/\d+/, timeoutMs, document);
}
