import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@registry/contract/api-keys/api-keys-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useToast } from '../../../components/ui/toast-context';
import { failureText } from '../../../lib/ledger-call';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** A company admin's keys: the list, a new key, and revoking one after a confirmation. */
export function ApiKeysSection({ onCreated }: { onCreated: (secret: string) => void }) {
  const { t } = useTranslation('apiAccess');
  const id = useId();
  const { showToast } = useToast();
  const keys = useApiKeys(true);
  const revoke = useRevokeApiKey();
  const [isCreating, setIsCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const onRevoke = useCallback((key: ApiKey) => setRevoking(key), []);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      showToast({ message: t('keys.revoked', { name: revoking.name }) });
    } catch (error) {
      showToast({ message: failureText(error, t('keys.revokeFailed')), variant: 'danger' });
    }
    setRevoking(null);
  };

  const createButton = (
    <button type="button" className="btn btn-primary" onClick={() => setIsCreating(true)}>
      {t('keys.create')}
    </button>
  );
  return (
    <section aria-labelledby={id} className="mb-5">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id={id} className="h4 mb-0">
          {t('keys.title')}
        </h2>
        {keys.data && keys.data.length > 0 && createButton}
      </div>
      {keys.isPending ? (
        <LoadingSpinner label={t('keys.loading')} />
      ) : keys.isError ? (
        <ErrorState
          message={failureText(keys.error, t('keys.failed'))}
          onRetry={() => void keys.refetch()}
          isRetrying={keys.isFetching}
        />
      ) : keys.data.length === 0 ? (
        <EmptyState title={t('keys.emptyTitle')} text={t('keys.empty')} action={createButton} />
      ) : (
        <ApiKeysTable keys={keys.data} onRevoke={onRevoke} />
      )}
      {isCreating && (
        <CreateApiKeyDialog onClose={() => setIsCreating(false)} onCreated={onCreated} />
      )}
      <ConfirmDialog
        show={revoking !== null}
        title={t('keys.revokeTitle', { name: revoking?.name ?? '' })}
        consequence={t('keys.revokeConsequence')}
        confirmLabel={t('keys.revoke')}
        isIrreversible
        isPending={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
        testId="revoke-api-key-dialog"
      />
    </section>
  );
}
