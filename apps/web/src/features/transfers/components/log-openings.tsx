import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/ledger-call';
import { OPENINGS_FILE_NAME, useDownloadOpenings } from '../api/account-openings';

/**
 * The company's key to its own history in the public log (DESIGN.md 4.3,
 * decision 028): the log shows accounts only as commitments; this file opens
 * the company's, so verify-log --account can check its history.
 */
export function LogOpenings() {
  const { t } = useTranslation('transfers');
  const download = useDownloadOpenings();
  return (
    <section className="card mt-4" aria-labelledby="log-openings-title">
      <div className="card-body">
        <h2 id="log-openings-title" className="h6">
          {t('history.openings.title')}
        </h2>
        <p className="small mb-2">{t('history.openings.help')}</p>
        <p className="small mb-3">
          {t('history.openings.command')}{' '}
          <code>{`npm run verify-log -- ${window.location.origin} --account ${OPENINGS_FILE_NAME}`}</code>
        </p>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? t('history.openings.downloading') : t('history.openings.download')}
        </button>
        {download.isError && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {failureText(download.error, t('history.openings.error'))}
          </p>
        )}
      </div>
    </section>
  );
}
