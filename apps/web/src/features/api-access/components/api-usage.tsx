import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_HEADER } from '@registry/contract/api-keys/api-keys-api';
import { PLATFORM_ID } from '../../../lib/api-client';
import { apiExamples, KEY_PLACEHOLDER } from '../utils/api-examples';
import { CodeExample } from './code-example';

/**
 * How a script calls the registry: the OpenAPI document, the headers, and
 * two examples to run as they are (with the key just created filled in).
 */
export function ApiUsage({ apiKey }: { apiKey?: string }) {
  const { t } = useTranslation('apiAccess');
  const id = useId();
  const examples = apiExamples({
    origin: window.location.origin,
    platform: PLATFORM_ID,
    apiKey: apiKey ?? KEY_PLACEHOLDER,
  });
  return (
    <section aria-labelledby={id} className="mb-5">
      <h2 id={id} className="h4">
        {t('usage.title')}
      </h2>
      <p>
        {t('usage.headers', { header: API_KEY_HEADER })}{' '}
        <a href="/api/docs" target="_blank" rel="noreferrer">
          {t('usage.docs')}
        </a>
      </p>
      <ul>
        <li>{t('usage.scopeRead')}</li>
        <li>{t('usage.scopeTransfer')}</li>
        <li>{t('usage.scopeRetire')}</li>
        <li>{t('usage.idempotency')}</li>
      </ul>
      <CodeExample title={t('example.positions')} code={examples.positions} />
      <CodeExample title={t('example.retire')} code={examples.retire} />
    </section>
  );
}
