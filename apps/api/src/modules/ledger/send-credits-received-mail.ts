import type { OutboxRunDeps } from '../outbox/outbox-deps';
import type { CreditsReceived } from './credit-notifications';
import { creditsReceivedMail } from './credits-received-mail';

/** The outbox row of a "credits received" mail (written by transferCredits). */
export interface CreditsReceivedMailPayload {
  receiverCompanyId: number;
  received: CreditsReceived;
  /** The sender moved kg (the mail tells kg) rather than tonnes. */
  inKg: boolean;
}

/**
 * Sends the mail of credits received, from its outbox row: to the receiving
 * company's address, in the language its members chose (companyMailTarget).
 * A company gone since sends nothing.
 */
export async function sendCreditsReceivedMail(
  deps: OutboxRunDeps,
  payload: Record<string, unknown>,
): Promise<void> {
  const { receiverCompanyId, received, inKg } = payload as unknown as CreditsReceivedMailPayload;
  const target = await deps.mailTargetOf(receiverCompanyId);
  if (!target) return;
  await deps.mailer.send(
    creditsReceivedMail(
      { lng: target.lng, publicUrl: deps.publicUrl },
      { to: target.email, received, inKg },
    ),
  );
}
