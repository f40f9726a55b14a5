import type { Language } from '@registry/contract/common/language';
import { translate, type MessageCode } from '../../i18n/messages';
import type { Mail } from '../../lib/mailer';
import { PASSWORD_LINK_TTL } from '../password/password-links';

const INVITATION_DAYS = Math.round(PASSWORD_LINK_TTL.invitation / (24 * 3600));

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

interface MailTexts {
  to: string;
  subject: MessageCode;
  body: MessageCode;
  params: { name: string; admin: string; company: string; link: string };
}

/** A mail whose text is the catalogue's body; its HTML is the same paragraphs, the link clickable. */
function composeMail(lng: Language, { to, subject, body, params }: MailTexts): Mail {
  const values = { ...params, days: INVITATION_DAYS };
  const text = translate(lng, body, values);
  const htmlValues = {
    name: escapeHtml(params.name),
    admin: escapeHtml(params.admin),
    company: escapeHtml(params.company),
    days: INVITATION_DAYS,
    link: `<a href="${escapeHtml(params.link)}">${escapeHtml(params.link)}</a>`,
  };
  const html = translate(lng, body, htmlValues)
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return {
    to,
    subject: translate(lng, subject, { company: params.company }),
    text,
    html: `<!doctype html><html lang="${lng}"><body>${html}</body></html>`,
  };
}

export interface UserMailInput {
  to: string;
  name: string;
  admin: string;
  company: string;
  /** Absolute address: the invitation's /change-password-link/..., or the login page. */
  link: string;
}

/** The invitation of a user without a password: the link sets it (valid 7 days). */
export function invitationMail(lng: Language, { to, ...params }: UserMailInput): Mail {
  return composeMail(lng, {
    to,
    subject: 'MAIL_INVITATION_SUBJECT',
    body: 'MAIL_INVITATION_BODY',
    params,
  });
}

/** The notice to an existing user that a company added them. */
export function addedToCompanyMail(lng: Language, { to, ...params }: UserMailInput): Mail {
  return composeMail(lng, { to, subject: 'MAIL_ADDED_SUBJECT', body: 'MAIL_ADDED_BODY', params });
}
