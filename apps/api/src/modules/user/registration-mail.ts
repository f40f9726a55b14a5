import type { Language } from '@registry/contract/common/language';
import { translate } from '../../i18n/messages';
import type { Mail } from '../../lib/mailer';
import { PASSWORD_LINK_TTL } from '../password/password-links';

const LINK_DAYS = Math.round(PASSWORD_LINK_TTL.registration / (24 * 3600));

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

export interface RegistrationMailInput {
  to: string;
  name: string;
  company: string;
  /** Absolute address of the /change-password-link/... page. */
  link: string;
}

/** The welcome of a new company's administrator, in the language of the registration. */
export function registrationMail(
  lng: Language,
  { to, name, company, link }: RegistrationMailInput,
): Mail {
  const text = translate(lng, 'MAIL_REGISTRATION_BODY', { name, company, link, days: LINK_DAYS });
  const html = translate(lng, 'MAIL_REGISTRATION_BODY', {
    name: escapeHtml(name),
    company: escapeHtml(company),
    link: `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
    days: LINK_DAYS,
  })
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return {
    to,
    subject: translate(lng, 'MAIL_REGISTRATION_SUBJECT'),
    text,
    html: `<!doctype html><html lang="${lng}"><body>${html}</body></html>`,
  };
}
