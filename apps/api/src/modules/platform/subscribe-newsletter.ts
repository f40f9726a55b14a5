import { NewsletterEmailSchema } from '@registry/contract/platform/subscribe-newsletter';
import { newsletterSubscriptions } from '../../db/schema/reference';
import { DomainError } from '../../lib/domain-error';
import type { ReferenceContext } from './reference-context';

/**
 * GET /platform/home/suscription/{email}: stores the address with the
 * caller's language. The web does not check the address (spec section 5), so
 * this does; both consents must be '1'. Subscribing twice answers the same as
 * the first time, so the call tells nobody whether an address is on the list.
 */
export async function subscribeNewsletter({
  ctx,
  input,
}: {
  ctx: ReferenceContext;
  input: { email: string; personalData?: string; terms?: string };
}): Promise<{ email: string }> {
  const parsed = NewsletterEmailSchema.safeParse(input.email.trim().toLowerCase());
  if (!parsed.success) throw new DomainError('ERROR_EMAIL', 400);
  if (input.personalData !== '1' || input.terms !== '1') {
    throw new DomainError('ERROR_NEWSLETTER_CONSENT', 400);
  }
  await ctx.db
    .insert(newsletterSubscriptions)
    .values({ email: parsed.data, lng: ctx.lng })
    .onConflictDoNothing();
  return { email: parsed.data };
}
