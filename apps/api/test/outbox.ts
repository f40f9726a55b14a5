import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  /** The whole message, with quoted-printable soft breaks undone. */
  raw: string;
}

/** The mails an app wrote to its outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
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

/** The first /change-password-link/... path in a mail. */
export function findPasswordLinkPath(mail: OutboxMail): string | null {
  return (
    /\/change-password-link\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+/.exec(mail.raw)?.[0] ??
    null
  );
}
