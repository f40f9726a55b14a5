import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type WebhookEvent,
} from '@registry/contract/webhooks/webhooks-api';
import { WEBHOOK_VERIFY_SNIPPET } from '@registry/contract/webhooks/verify-snippet';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { failureText } from '../../../lib/ledger-call';
import { useCreateWebhook } from '../api/webhooks';
import { ChoiceFieldset } from './choice-fieldset';
import { CodeExample } from './code-example';
import { toggled } from './create-api-key-dialog';
import { SecretOnceDialog } from './secret-once-dialog';

const FORM_ID = 'create-webhook-form';

/** Whether the text is an address the API accepts (the same rule, said before the call). */
function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username;
  } catch {
    return false;
  }
}

/**
 * A new webhook: its URL and events, then its signing secret, shown this
 * once, with the code a receiver runs to check each delivery.
 */
export function CreateWebhookDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('apiAccess');
  const id = useId();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [problems, setProblems] = useState<{ url?: string; events?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const found = {
      ...(isWebhookUrl(url.trim()) ? {} : { url: t('webhooks.urlInvalid') }),
      ...(events.length === 0 ? { events: t('webhooks.eventsRequired') } : {}),
    };
    setProblems(found);
    if (found.url ?? found.events) return;
    setFailure(null);
    try {
      const answer = await create.mutateAsync({
        url: url.trim(),
        events: WEBHOOK_EVENTS.filter((event) => events.includes(event)),
      });
      setSecret(answer.secret);
    } catch (error) {
      setFailure(failureText(error, t('webhooks.createFailed')));
    }
  };

  return (
    <SecretOnceDialog
      formId={FORM_ID}
      title={t('webhooks.createTitle')}
      createdTitle={t('webhooks.createdTitle')}
      submitLabel={t('webhooks.submit')}
      onSubmit={(event) => void submit(event)}
      isPending={create.isPending}
      failure={failure}
      secret={secret}
      secretLabel={t('webhooks.secretLabel')}
      warning={t('webhooks.secretOnce')}
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      size="lg"
      testId="create-webhook-dialog"
      after={<CodeExample title={t('webhooks.verifyTitle')} code={WEBHOOK_VERIFY_SNIPPET} />}
    >
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-url`}>
          {t('webhooks.url')}
        </label>
        <RequiredAsterisk />
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          className={`form-control${problems.url ? ' is-invalid' : ''}`}
          value={url}
          maxLength={WEBHOOK_URL_MAX}
          placeholder="https://"
          aria-required
          aria-invalid={problems.url ? true : undefined}
          aria-describedby={`${id}-url-help${problems.url ? ` ${id}-url-error` : ''}`}
          onChange={(event) => setUrl(event.target.value)}
        />
        <div id={`${id}-url-help`} className="form-text">
          {t('webhooks.urlHelp')}
        </div>
        {problems.url && (
          <div id={`${id}-url-error`} className="invalid-feedback d-block">
            {problems.url}
          </div>
        )}
      </div>
      <ChoiceFieldset
        id={`${id}-events`}
        legend={t('webhooks.events')}
        choices={WEBHOOK_EVENTS}
        chosen={events}
        onToggle={(event) => setEvents((current) => toggled(current, event))}
        labelOf={(event) => <code>{event}</code>}
        helpOf={(event) => t(`events.${event}`)}
        problem={problems.events}
      />
    </SecretOnceDialog>
  );
}
