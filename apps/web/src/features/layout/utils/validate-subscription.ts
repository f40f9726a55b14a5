export interface SubscriptionInput {
  email: string;
  personalData: boolean;
  terms: boolean;
}

/** Keys of the layout namespace naming what is missing, by field. */
export type SubscriptionErrors = Partial<Record<keyof SubscriptionInput, string>>;

/**
 * Spec section 5: both consents must be checked; the e-mail's format is not
 * validated (the API answers for it), only that one was typed.
 */
export function validateSubscription({
  email,
  personalData,
  terms,
}: SubscriptionInput): SubscriptionErrors {
  const errors: SubscriptionErrors = {};
  if (email.trim() === '') errors.email = 'newsletter.emailRequired';
  if (!personalData) errors.personalData = 'newsletter.personalDataRequired';
  if (!terms) errors.terms = 'newsletter.termsRequired';
  return errors;
}
