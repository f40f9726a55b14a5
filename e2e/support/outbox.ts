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

/** Waits for the newest mail to an address and returns its /change-password-link/... path. */
export async function waitForPasswordLink(to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readOutbox()
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
      .at(-1);
    const link = mail && /\/change-password-link\/[\w-]+\/[\w-]+\/[\w-]+/.exec(mail.raw)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no password link mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
