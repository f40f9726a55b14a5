import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook, WebhookDelivery } from '@registry/contract/webhooks/webhooks-api';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useToast } from '../../../components/ui/toast-context';
import { failureText } from '../../../lib/ledger-call';
import { useDeliveries, useResendDelivery } from '../api/webhooks';

const STATE_BADGE: Record<WebhookDelivery['state'], string> = {
  pending: 'text-bg-warning',
  delivered: 'text-bg-success',
  failed: 'text-bg-danger',
};

/**
 * A webhook's deliveries, newest first: the event, its state, and each
 * attempt with the receiver's answer; a delivery can be sent again.
 */
export function DeliveriesPanel({ webhook }: { webhook: Webhook }) {
  const { t, i18n } = useTranslation('apiAccess');
  const id = useId();
  const { showToast } = useToast();
  const deliveries = useDeliveries(webhook.id);
  const resend = useResendDelivery();
  const rows = useMemo(
    () => deliveries.data?.pages.flatMap((page) => page.deliveries) ?? [],
    [deliveries.data],
  );
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  const onResend = async (delivery: WebhookDelivery) => {
    try {
      await resend.mutateAsync(delivery.id);
      showToast({ message: t('deliveries.resent', { id: delivery.messageId }) });
    } catch (error) {
      showToast({ message: failureText(error, t('deliveries.resendFailed')), variant: 'danger' });
    }
  };

  return (
    <section aria-labelledby={id} className="border rounded p-3 mb-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h3 id={id} className="h5 mb-0 text-break">
          {t('deliveries.title', { url: webhook.url })}
        </h3>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => void deliveries.refetch()}
          disabled={deliveries.isFetching}
        >
          {t('deliveries.refresh')}
        </button>
      </div>
      {deliveries.isPending ? (
        <LoadingSpinner label={t('deliveries.loading')} />
      ) : deliveries.isError && rows.length === 0 ? (
        <ErrorState
          message={failureText(deliveries.error, t('deliveries.failed'))}
          onRetry={() => void deliveries.refetch()}
          isRetrying={deliveries.isFetching}
        />
      ) : rows.length === 0 ? (
        <EmptyState title={t('deliveries.emptyTitle')} text={t('deliveries.empty')} />
      ) : (
        <ul className="list-unstyled mb-0">
          {rows.map((delivery) => (
            <li key={delivery.id} className="border-top py-2" data-testid="webhook-delivery">
              <div className="d-flex flex-wrap align-items-center gap-2">
                <code>{delivery.event}</code>
                <span className={`badge ${STATE_BADGE[delivery.state]}`}>
                  {t(`deliveries.states.${delivery.state}`)}
                </span>
                <small className="text-body-secondary">
                  {date.format(new Date(delivery.createdAt))} · {delivery.messageId}
                </small>
                {!webhook.deletedAt && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary ms-auto"
                    aria-label={t('deliveries.resendLabel', { id: delivery.messageId })}
                    onClick={() => void onResend(delivery)}
                    disabled={resend.isPending}
                  >
                    {t('deliveries.resend')}
                  </button>
                )}
              </div>
              <details className="mt-1">
                <summary>{t('deliveries.attempts', { count: delivery.attempts.length })}</summary>
                <ol className="small mb-1">
                  {delivery.attempts.map((attempt) => (
                    <li key={attempt.at}>
                      {date.format(new Date(attempt.at))} ·{' '}
                      {attempt.statusCode === null
                        ? t('deliveries.noAnswer')
                        : t('deliveries.status', { code: attempt.statusCode })}{' '}
                      · {t('deliveries.duration', { ms: attempt.durationMs })}
                      {attempt.detail && (
                        <span className="d-block text-body-secondary text-break">
                          {attempt.detail}
                        </span>
                      )}
                    </li>
                  ))}
                </ol>
                <pre className="small bg-body-tertiary border rounded p-2 mb-0 text-wrap">
                  {JSON.stringify(delivery.payload, null, 2)}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      {deliveries.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline-primary mt-2"
          onClick={() => void deliveries.fetchNextPage()}
          disabled={deliveries.isFetchingNextPage}
        >
          {deliveries.isFetchingNextPage ? t('deliveries.loading') : t('deliveries.more')}
        </button>
      )}
    </section>
  );
}
