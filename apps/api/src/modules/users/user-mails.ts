import type { Language } from '@registry/contract/common/language';
import type { MessageCode } from '../../i18n/messages';
import { composeMail } from '../../lib/compose-mail';
import type { Mail } from '../../lib/mailer';
import { PASSWORD_LINK_TTL } from '../password/password-links';

const INVITATION_DAYS = Math.round(PASSWORD_LINK_TTL.invitation / (24 * 3600));

interface MailTexts {
  to: string;
  subject: MessageCode;
  body: MessageCode;
  params: { name: string; admin: string; company: string; link: string };
}

/** A mail whose text is the catalogue's body; its HTML is the same paragraphs, the link clickable. */
function composeUserMail(lng: Language, { to, subject, body, params }: MailTexts): Mail {
  return composeMail(lng, { to, subject, body, params: { ...params, days: INVITATION_DAYS } });
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
  return composeUserMail(lng, {
    to,
    subject: 'MAIL_INVITATION_SUBJECT',
    body: 'MAIL_INVITATION_BODY',
    params,
  });
}

/** The notice to an existing user that a company added them. */
export function addedToCompanyMail(lng: Language, { to, ...params }: UserMailInput): Mail {
  return composeUserMail(lng, {
    to,
    subject: 'MAIL_ADDED_SUBJECT',
    body: 'MAIL_ADDED_BODY',
    params,
  });
}
