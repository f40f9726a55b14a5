import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const dir = mkdtempSync(path.join(tmpdir(), 'registry-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('mailer without SMTP', () => {
  it('writes each mail as an .eml file in the outbox, with sender, recipient and both bodies', async () => {
    const mailer = createMailer({ smtpUrl: '', from: 'Registry <no-reply@test>', outboxDir: dir });
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Recupere su contraseña',
      text: 'Abra https://registry.test/x',
      html: '<p>Abra <a href="https://registry.test/x">este enlace</a></p>',
    });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('From: Registry <no-reply@test>');
    expect(eml).toMatch(/Subject: =\?UTF-8\?/);
    expect(eml).toContain('multipart/alternative');
  });
});
