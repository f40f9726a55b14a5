import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { TermsKind } from '@registry/contract/platform/list-terms-conditions';
import { ApiError } from '../../../lib/api-client';
import { browserLocation } from '../../../lib/browser-location';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { validateSubscription, type SubscriptionInput } from '../utils/validate-subscription';
import { TermsTextLink } from '../../auth/components/terms-text-link';
import { ConsentCheck } from './consent-check';

/** After a subscription the page reloads (spec section 7), once the thanks has been read. */
export const RELOAD_AFTER_SUBSCRIBE_MS = 2000;

type Outcome = { variant: 'success' | 'danger'; messages: CodeMessage[] } | null;

interface SubscribeFormProps {
  /** Opens a text to read: the personal-data policy or the newsletter's terms (decision 021). */
  onReadText: (kind: TermsKind) => void;
}

/** Newsletter box: an e-mail and the two consents, both required (spec sections 2 and 5). */
export function SubscribeForm({ onReadText }: SubscribeFormProps) {
  const { t } = useTranslation('layout');
  const subscribe = useSubscribeNewsletter();
  const [input, setInput] = useState<SubscriptionInput>({
    email: '',
    personalData: false,
    terms: false,
  });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const errors = isSubmitted ? validateSubscription(input) : {};

  useEffect(() => {
    if (outcome?.variant !== 'success') return;
    const timer = window.setTimeout(() => browserLocation.reload(), RELOAD_AFTER_SUBSCRIBE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const fail = (messages: CodeMessage[]) =>
    setOutcome({
      variant: 'danger',
      messages: messages.length
        ? messages
        : [{ codeMessage: 'ERROR_SUBSCRIBE', message: t('newsletter.error') }],
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    setOutcome(null);
    const firstInvalid = Object.keys(validateSubscription(input))[0];
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    try {
      const answer = await subscribe.mutateAsync(input.email);
      if (answer.status !== 1) {
        fail(answer.codeMessages);
        return;
      }
      const thanks = { codeMessage: 'SUBSCRIBED', message: t('newsletter.success') };
      setOutcome({
        variant: 'success',
        messages: answer.codeMessages.length ? answer.codeMessages : [thanks],
      });
    } catch (error) {
      fail(error instanceof ApiError ? error.codeMessages : []);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="h5">
        {t('newsletter.title')}
      </h2>
      <p className="small">{t('newsletter.intro')}</p>
      <div className="mb-2">
        <label className="form-label" htmlFor="newsletter-email">
          {t('newsletter.email')}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="text"
          inputMode="email"
          autoComplete="email"
          className={`form-control${errors.email ? ' is-invalid' : ''}`}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
          value={input.email}
          onChange={(event) => setInput({ ...input, email: event.target.value })}
        />
        <div className="invalid-feedback" id="newsletter-email-error">
          {errors.email && t(errors.email)}
        </div>
      </div>
      <ConsentCheck
        id="newsletter-personal-data"
        name="personalData"
        label={t('newsletter.personalData')}
        error={errors.personalData && t(errors.personalData)}
        isChecked={input.personalData}
        onChange={(personalData) => setInput({ ...input, personalData })}
        textLink={
          <TermsTextLink className="link-light" onOpen={() => onReadText('habeas')}>
            {t('newsletter.readPersonalData')}
          </TermsTextLink>
        }
      />
      <ConsentCheck
        id="newsletter-terms"
        name="terms"
        label={t('newsletter.terms')}
        error={errors.terms && t(errors.terms)}
        isChecked={input.terms}
        onChange={(terms) => setInput({ ...input, terms })}
        textLink={
          <TermsTextLink className="link-light" onOpen={() => onReadText('newsletter')}>
            {t('newsletter.readTerms')}
          </TermsTextLink>
        }
      />
      <button type="submit" className="btn btn-success mb-2" disabled={subscribe.isPending}>
        {subscribe.isPending ? t('newsletter.sending') : t('newsletter.submit')}
      </button>
      <div aria-live="polite">
        {outcome && (
          <CodeMessagesAlert
            variant={outcome.variant}
            messages={outcome.messages}
            testId="newsletter-result"
          />
        )}
      </div>
    </form>
  );
}
