import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The mail reader: what an app wrote to DATA_DIR/outbox (one .eml a mail),
 * either raw (readOutbox) or decoded as a reader sees it (readMails).
 */

export interface OutboxMail {
  to: string;
  subject: string;
  /** The whole message, with quoted-printable soft breaks undone. */
  raw: string;
}

/** The .eml texts of an outbox, oldest first. */
function outboxFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

/** A header's value (folded lines joined). */
function headerOf(headers: string, name: string): string {
  return new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
}

/** The mails an app wrote to its outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  return outboxFiles(dataDir).map((eml) => {
    // Undo quoted-printable soft line breaks in the body only: folded headers stay intact.
    const split = eml.search(/\r?\n\r?\n/);
    const raw = eml.slice(0, split) + eml.slice(split).replace(/=\r?\n/g, '');
    return { to: headerOf(raw, 'To'), subject: headerOf(raw, 'Subject'), raw };
  });
}

/** The first /change-password-link/... path in a mail. */
export function findPasswordLinkPath(mail: OutboxMail): string | null {
  return (
    /\/change-password-link\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+/.exec(mail.raw)?.[0] ??
    null
  );
}

/** Bytes written as =XX (quoted-printable, and Q encoded words when underscores are spaces). */
function decodeQuotedPrintable(text: string, isEncodedWord = false): string {
  const unfolded = text.replace(/=\r?\n/g, '');
  const spaced = isEncodedWord ? unfolded.replaceAll('_', ' ') : unfolded;
  const bytes: number[] = [];
  for (let i = 0; i < spaced.length; i += 1) {
    const hex = spaced.slice(i + 1, i + 3);
    if (spaced[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(spaced[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface Mail {
  to: string;
  /** Decoded, as the reader sees it. */
  subject: string;
  /** The text and HTML parts, decoded. */
  body: string;
}

/**
 * The mails of an app's outbox (a TestApp or anything with its dataDir),
 * oldest first, decoded: a subject with accents is no longer RFC 2047 encoded.
 */
export function readMails({ dataDir }: { dataDir: string }): Mail[] {
  return outboxFiles(dataDir).map((raw) => {
    const split = raw.search(/\r?\n\r?\n/);
    const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const subject = headerOf(headers, 'Subject')
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?q\?(.*?)\?=/gi, (_, word: string) => decodeQuotedPrintable(word, true));
    return { to: headerOf(headers, 'To'), subject, body: decodeQuotedPrintable(raw.slice(split)) };
  });
}

/** The mails to an address, oldest first. */
export function mailsTo(app: { dataDir: string }, email: string): Mail[] {
  return readMails(app).filter((mail) => mail.to.includes(email));
}

/**
 * The mails to an address once the app's outbox has sent what was due
 * (a dispatcher run that started after this call has ended), oldest first.
 */
export async function sentMailsTo(
  t: { dataDir: string; app: { outbox: { drain(): Promise<void> } } },
  email: string,
): Promise<Mail[]> {
  await t.app.outbox.drain();
  return mailsTo(t, email);
}

/** The first /change-password-link/{idHash}/{codeHash}/{userIdHash} of a mail, split. */
export function passwordLinkOf(mail: Mail | undefined) {
  const found = /\/change-password-link\/([\w-]+)\/([\w-]+)\/([\w-]+)/.exec(mail?.body ?? '');
  if (!found) return null;
  const [path, idHash = '', codeHash = '', userIdHash = ''] = found;
  return { path, idHash, codeHash, userIdHash };
}
