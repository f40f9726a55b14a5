import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { newIdempotencyKey } from '../../../lib/ledger-call';
import { usePosition } from '../../positions/api/positions';
import { formatQuantity, unitsOf } from '../../positions/utils/quantities';
import { TransferForm, type TransferChoice } from './transfer-form';
import { TransferSummary } from './transfer-summary';

/**
 * /transfer-certification/{projectId}/{serialId}/{quantity}[/{subAccountId}]:
 * a block's summary, the receiver and the quantity, a summary step and the
 * confirmation; the block moves whole or split.
 */
export function TransferPage() {
  const { t, i18n } = useTranslation('transfers');
  const title = useRouteTitle();
  const claims = useSession();
  const params = useParams();
  const positions = usePosition(Number(params.serialId));
  const [choice, setChoice] = useState<TransferChoice | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const back = (
    <Link to="/my-positions" className="btn btn-outline-secondary">
      {t('backToPositions')}
    </Link>
  );

  const body = () => {
    if (positions.isPending) return <LoadingSpinner />;
    if (positions.isError) {
      return (
        <ErrorState
          message={t('loadError')}
          onRetry={() => void positions.refetch()}
          isRetrying={positions.isFetching}
        />
      );
    }
    const block = positions.data;
    const position =
      block &&
      String(block.serialId) === params.serialId &&
      String(block.projectId) === params.projectId &&
      (params.subAccountId === undefined || String(block.subAccountId) === params.subAccountId) &&
      block.status === 'active'
        ? block
        : null;
    if (!position) {
      return <EmptyState title={t('notFoundTitle')} text={t('notFound')} action={back} />;
    }
    const asked = Number(params.quantity);
    const initialQuantity =
      Number.isInteger(asked) && asked > 0 ? String(Math.min(asked, unitsOf(position))) : '';
    return (
      <>
        <section className="border rounded p-3 mb-4" aria-labelledby="transfer-block-title">
          <h2 className="h5" id="transfer-block-title">
            {t('block.title')}
          </h2>
          <dl className="row mb-0">
            <dt className="col-sm-4">{t('block.project')}</dt>
            <dd className="col-sm-8">{position.projectName}</dd>
            <dt className="col-sm-4">{t('block.vintage')}</dt>
            <dd className="col-sm-8">{position.vintage}</dd>
            <dt className="col-sm-4">{t('block.serial')}</dt>
            <dd className="col-sm-8 font-monospace small">{position.serial}</dd>
            <dt className="col-sm-4">{t('block.held')}</dt>
            <dd className="col-sm-8">
              {formatQuantity(position.quantityKg, position.divisible, i18n.language)}
            </dd>
            <dt className="col-sm-4">{t('block.account')}</dt>
            <dd className="col-sm-8 mb-0">
              {position.subAccountId === null
                ? t('mainAccount')
                : t('subAccount', { name: position.accountName })}
            </dd>
          </dl>
        </section>
        {choice && idempotencyKey ? (
          <TransferSummary
            position={position}
            choice={choice}
            idempotencyKey={idempotencyKey}
            onBack={() => setIdempotencyKey(null)}
          />
        ) : (
          <TransferForm
            position={position}
            initial={{ quantity: choice ? String(choice.quantity) : initialQuantity, choice }}
            isCertifier={claims?.typeAccount === 'certifier'}
            onContinue={(chosen) => {
              setChoice(chosen);
              setIdempotencyKey(newIdempotencyKey());
            }}
          />
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader title={title} description={t('description')} actions={back} />
      {body()}
    </>
  );
}
