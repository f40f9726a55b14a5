import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { INT4_MAX } from '@registry/contract/common/ids';
import { usePosition, usePositions } from '../api/positions';
import type { Conversion } from '../hooks/use-convert-flow';
import { isConvertible } from '../utils/convertible';
import { ConvertChooseStep } from './convert-choose-step';
import { ConvertDone } from './convert-done';
import { ConvertFormStep } from './convert-form-step';

/**
 * /convert-to-kg[?serialId=]: the company's active blocks in tonnes, the one
 * chosen (or named by `serialId`), whole tonnes of it, a confirmation, and
 * the new divisible block, which /my-positions lists in kg.
 */
export function ConvertPage() {
  const { t } = useTranslation('positions');
  const title = useRouteTitle();
  const positions = usePositions();
  const [params, setParams] = useSearchParams();
  const serialId = params.get('serialId');
  // Once the user moved between the steps, each step's heading takes the focus as it shows.
  const [hasMoved, setMoved] = useState(false);
  const [done, setDone] = useState<Conversion | null>(null);
  const convertible = useMemo(() => (positions.data ?? []).filter(isConvertible), [positions.data]);
  // The block the address names is asked for by itself: it may sit past the list's limit.
  const namedId =
    serialId !== null && /^[1-9]\d{0,9}$/.test(serialId) && Number(serialId) <= INT4_MAX
      ? Number(serialId)
      : null;
  const named = usePosition(namedId);
  const found = named.data && isConvertible(named.data) ? named.data : undefined;

  const choose = (position: Position) => {
    setMoved(true);
    setParams({ serialId: String(position.serialId) });
  };
  const showList = () => {
    setMoved(true);
    setDone(null);
    setParams({});
  };

  const body = () => {
    if (done) return <ConvertDone conversion={done} onConvertAnother={showList} />;
    const shown = namedId === null ? positions : named;
    if (shown.isPending) return <LoadingSpinner />;
    if (shown.isError) {
      return (
        <ErrorState
          message={t('loadError')}
          onRetry={() => void shown.refetch()}
          isRetrying={shown.isFetching}
        />
      );
    }
    if (serialId !== null) {
      if (!found) {
        return (
          <EmptyState
            title={t('convertPage.notFoundTitle')}
            text={t('convertPage.notFound')}
            action={
              <button type="button" className="btn btn-outline-primary" onClick={showList}>
                {t('convertPage.chooseFromList')}
              </button>
            }
          />
        );
      }
      return (
        <ConvertFormStep
          key={found.serialId}
          position={found}
          isFocusWanted={hasMoved}
          onChooseAnother={showList}
          onConverted={setDone}
        />
      );
    }
    if (convertible.length === 0) {
      return (
        <EmptyState
          title={t('convertPage.emptyTitle')}
          text={t('convertPage.empty')}
          action={
            <Link to="/my-positions" className="btn btn-outline-primary">
              {t('convertPage.backToPositions')}
            </Link>
          }
        />
      );
    }
    return <ConvertChooseStep positions={convertible} isFocusWanted={hasMoved} onChoose={choose} />;
  };

  return (
    <>
      <PageHeader title={title} description={t('convertPage.description')} />
      {body()}
    </>
  );
}
