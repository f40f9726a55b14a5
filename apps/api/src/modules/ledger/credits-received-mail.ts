import { composeMail } from '../../lib/compose-mail';
import type { Language } from '@registry/contract/common/language';
import type { Mail } from '../../lib/mailer';
import type { CreditsReceived } from './credit-notifications';
import { KG_PER_TONNE } from './units';

/**
 * The mail to the receiving company (its contact address) of a transfer from
 * another company: who sent how much of which project, and a link to its
 * positions. In the receiver's language (sendCreditsReceivedMail chooses it).
 */
export function creditsReceivedMail(
  mail: { lng: Language; publicUrl: string },
  { to, received, inKg }: { to: string; received: CreditsReceived; inKg: boolean },
): Mail {
  const numbers = new Intl.NumberFormat(mail.lng);
  const quantity = inKg
    ? `${numbers.format(received.quantityKg)} kg`
    : `${numbers.format(received.quantityKg / KG_PER_TONNE)} t`;
  return composeMail(mail.lng, {
    to,
    subject: 'MAIL_CREDITS_RECEIVED_SUBJECT',
    body: 'MAIL_CREDITS_RECEIVED_BODY',
    params: {
      sender: received.sender,
      quantity,
      code: received.code ?? '',
      name: received.name,
      link: `${mail.publicUrl}/my-positions`,
    },
  });
}
