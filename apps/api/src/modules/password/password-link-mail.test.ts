import { describe, expect, it } from 'vitest';
import { PASSWORD_LINK_PURPOSES } from '@registry/contract/auth/password';
import { LANGUAGES } from '@registry/contract/common/language';
import { buildPasswordLinkMail } from './password-link-mail';

const URL = 'https://registry.example/change-password-link/a1/b2/c3';

describe('mail of a password link', () => {
  it.each(PASSWORD_LINK_PURPOSES.flatMap((purpose) => LANGUAGES.map((lng) => [purpose, lng])))(
    'for %s in %s carries the link in its text and HTML parts, and no placeholder',
    (purpose, lng) => {
      const mail = buildPasswordLinkMail({
        lng: lng as (typeof LANGUAGES)[number],
        purpose: purpose as (typeof PASSWORD_LINK_PURPOSES)[number],
        to: 'ana@example.org',
        name: 'Ana Pérez',
        url: URL,
      });
      expect(mail.to).toBe('ana@example.org');
      expect(mail.text).toContain(URL);
      expect(mail.html).toContain(`href="${URL}"`);
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(/\{\w+\}/);
      }
      expect(mail.text).toContain('Ana Pérez');
      expect(mail.text).toContain('ana@example.org');
    },
  );

  it('differs by language', () => {
    const subjects = LANGUAGES.map(
      (lng) =>
        buildPasswordLinkMail({ lng, purpose: 'recovery', to: 'a@b.c', name: 'A', url: URL })
          .subject,
    );
    expect(new Set(subjects).size).toBe(3);
  });

  it('escapes the name in the HTML part', () => {
    const mail = buildPasswordLinkMail({
      lng: 'en',
      purpose: 'invitation',
      to: 'a@b.c',
      name: '<img src=x onerror=alert(1)>',
      url: URL,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
