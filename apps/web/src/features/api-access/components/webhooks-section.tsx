import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '@registry/contract/webhooks/webhooks-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useToast } from '../../../components/ui/toast-context';
import { failureText } from '../../../lib/ledger-call';
import { useDeleteWebhook, useWebhooks } from '../api/webhooks';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { DeliveriesPanel } from './deliveries-panel';
import { WebhooksTable } from './webhooks-table';

/** A company admin's webhooks: the list, a new one, its deliveries, deleting one after a confirmation. */
export function WebhooksSection() {
  const { t } = useTranslation('apiAccess');
  const id = useId();
  const { showToast } = useToast();
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [isCreating, setIsCreating] = useState(false);
  const [shownId, setShownId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const onShowDeliveries = useCallback(
    (webhook: Webhook) => setShownId((current) => (current === webhook.id ? null : webhook.id)),
    [],
  );
  const onDelete = useCallback((webhook: Webhook) => setDeleting(webhook), []);
  const shown = webhooks.data?.find((webhook) => webhook.id === shownId);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      showToast({ message: t('webhooks.deletedToast', { url: deleting.url }) });
    } catch (error) {
      showToast({ message: failureText(error, t('webhooks.deleteFailed')), variant: 'danger' });
    }
    setDeleting(null);
  };

  const createButton = (
    <button type="button" className="btn btn-primary" onClick={() => setIsCreating(true)}>
      {t('webhooks.create')}
    </button>
  );
  return (
    <section aria-labelledby={id} className="mb-5">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id={id} className="h4 mb-0">
          {t('webhooks.title')}
        </h2>
        {webhooks.data && webhooks.data.length > 0 && createButton}
      </div>
      <p className="text-body-secondary">{t('webhooks.description')}</p>
      {webhooks.isPending ? (
        <LoadingSpinner label={t('webhooks.loading')} />
      ) : webhooks.isError ? (
        <ErrorState
          message={failureText(webhooks.error, t('webhooks.failed'))}
          onRetry={() => void webhooks.refetch()}
          isRetrying={webhooks.isFetching}
        />
      ) : webhooks.data.length === 0 ? (
        <EmptyState
          title={t('webhooks.emptyTitle')}
          text={t('webhooks.empty')}
          action={createButton}
        />
      ) : (
        <WebhooksTable
          webhooks={webhooks.data}
          shownId={shownId}
          onShowDeliveries={onShowDeliveries}
          onDelete={onDelete}
        />
      )}
      {shown && <DeliveriesPanel webhook={shown} />}
      {isCreating && <CreateWebhookDialog onClose={() => setIsCreating(false)} />}
      <ConfirmDialog
        show={deleting !== null}
        title={t('webhooks.deleteTitle', { url: deleting?.url ?? '' })}
        consequence={t('webhooks.deleteConsequence')}
        confirmLabel={t('webhooks.delete')}
        isIrreversible
        isPending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        testId="delete-webhook-dialog"
      />
    </section>
  );
}
