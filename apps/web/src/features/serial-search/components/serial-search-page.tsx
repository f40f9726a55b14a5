import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SerialBlock } from '@registry/contract/ledger/ledger-history';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { ApiError } from '../../../lib/api-client';
import { useSerialSearch } from '../api/serial-search';
import { AccountName, SerialHistory } from './serial-history';
import { formatQuantity } from './serial-quantity';

/** One block that holds the serial: its facts and the timeline of its kg. */
function BlockCard({ block }: { block: SerialBlock }) {
  const { t, i18n } = useTranslation('serialSearch');
  const headingId = `serial-block-${block.serialId}`;
  return (
    <article className="card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 text-break">
          {block.serial}
        </h2>
        <dl className="row mb-3">
          <dt className="col-sm-3">{t('fields.project')}</dt>
          <dd className="col-sm-9">
            <Link to={`/projects/${block.project.id}`}>
              {block.project.code ? `${block.project.code} · ` : ''}
              {block.project.name}
            </Link>
          </dd>
          <dt className="col-sm-3">{t('fields.vintage')}</dt>
          <dd className="col-sm-9">{block.issuance.vintage}</dd>
          <dt className="col-sm-3">{t('fields.issuance')}</dt>
          <dd className="col-sm-9">{block.issuance.number}</dd>
          <dt className="col-sm-3">{t('fields.quantity')}</dt>
          <dd className="col-sm-9">
            {formatQuantity(block.quantityKg, block.divisible, i18n.language)}
          </dd>
          <dt className="col-sm-3">{t('fields.status')}</dt>
          <dd className="col-sm-9">{t(`status.${block.status}`)}</dd>
          <dt className="col-sm-3">{t('fields.holder')}</dt>
          <dd className="col-sm-9">
            {/* Holdings are not public: the holder and the certifier see it (decision 028). */}
            {block.holder ? <AccountName account={block.holder} /> : t('holderHidden')}
          </dd>
        </dl>
        <h3 className="h6">{t('history')}</h3>
        <SerialHistory history={block.history} isKg={block.divisible} />
      </div>
    </article>
  );
}

/**
 * /serial-search, for anyone (DESIGN.md 4.3, decision 026): a serial, one
 * serial number or a range, as the certificate or the positions show it; the
 * blocks holding it and the history of each. The search lives in the URL (?q=).
 */
export function SerialSearchPage() {
  const { t } = useTranslation('serialSearch');
  const title = useRouteTitle();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const search = useSerialSearch(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    setParams(next ? { q: next } : {});
  };

  const badInput =
    search.error instanceof ApiError && search.error.codeMessages[0]
      ? search.error.codeMessages[0].message
      : null;

  return (
    <section aria-labelledby="serial-search-title">
      <PageHeader title={title} titleId="serial-search-title" description={t('intro')} />
      <form role="search" className="row g-2 align-items-end mb-4" onSubmit={submit}>
        <div className="col-12 col-md-8">
          <label htmlFor="serial-search-q" className="form-label">
            {t('label')}
          </label>
          <input
            id="serial-search-q"
            type="search"
            className={`form-control${badInput ? ' is-invalid' : ''}`}
            value={text}
            maxLength={200}
            placeholder="CR-VCS-CO-VCS-CO-0001-2024-1-1-100"
            aria-invalid={badInput ? true : undefined}
            aria-describedby={
              badInput ? 'serial-search-help serial-search-error' : 'serial-search-help'
            }
            onChange={(event) => setText(event.target.value)}
          />
          <div id="serial-search-help" className="form-text">
            {t('help')}
          </div>
          {/* A serial the API cannot read is the field's mistake, not a failure of the registry. */}
          {badInput && (
            <div id="serial-search-error" className="invalid-feedback d-block" role="alert">
              {badInput}
            </div>
          )}
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-success">
            {t('submit')}
          </button>
        </div>
      </form>

      {q === '' ? null : search.isPending ? (
        <LoadingSpinner label={t('loading')} />
      ) : search.isError ? (
        badInput ? null : (
          <ErrorState message={t('error')} onRetry={() => void search.refetch()} />
        )
      ) : search.data.blocks.length === 0 ? (
        <EmptyState title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <div aria-live="polite">
          <p>{t('found', { count: search.data.blocks.length })}</p>
          {search.data.blocks.map((block) => (
            <BlockCard key={block.serialId} block={block} />
          ))}
        </div>
      )}
    </section>
  );
}
