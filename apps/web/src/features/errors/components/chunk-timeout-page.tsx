import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

interface ChunkTimeoutPageProps {
  /** True while the screen's files are asked for again. */
  isRetrying: boolean;
  onRetry: () => void;
}

/** A screen's files did not arrive in time (spec section 9): say so and offer to try again. */
export function ChunkTimeoutPage({ isRetrying, onRetry }: ChunkTimeoutPageProps) {
  const { t } = useTranslation('errors');
  if (isRetrying) return <LoadingSpinner label={t('chunkTimeout.retrying')} />;
  return (
    <section className="py-5 text-center" role="alert" data-testid="chunk-timeout-page">
      <h1 className="mb-3">{t('chunkTimeout.title')}</h1>
      <p className="lead">{t('chunkTimeout.body')}</p>
      <button type="button" className="btn btn-success" onClick={onRetry}>
        {t('chunkTimeout.retry')}
      </button>
    </section>
  );
}
