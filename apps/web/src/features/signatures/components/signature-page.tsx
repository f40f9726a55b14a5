import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  SignatureParamsSchema,
  type SignatureRecord,
} from '@registry/contract/projects/signatures';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { LOGIN_PATH } from '../../../lib/paths';
import { storeGoBackPath } from '../../../lib/session';
import { errorMessage } from '../../public-projects/utils/error-message';
import { useSignatureRequest } from '../api/signature-request';
import { SignForm } from './sign-form';

/** The login first, coming back to this link afterwards. */
function LogInFirst() {
  const { t } = useTranslation('signatures');
  const navigate = useNavigate();
  const logIn = () => {
    storeGoBackPath(window.location.pathname);
    void navigate(LOGIN_PATH);
  };
  return (
    <div className="alert alert-info">
      <p>{t('page.logInFirst')}</p>
      <button type="button" className="btn btn-primary" onClick={logIn}>
        {t('page.logIn')}
      </button>
    </div>
  );
}

/** What was signed: the record's hashes, as kept by the registry. */
function Signed({ record }: { record: SignatureRecord }) {
  const { t, i18n } = useTranslation('signatures');
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(record.signedAt));
  return (
    <div className="alert alert-success" role="status">
      <h2 className="h5">{t('page.signedTitle')}</h2>
      <p className="mb-1">{t('page.signedText', { document: record.documentName, when })}</p>
      <p className="mb-0 small text-break">
        {t('page.recordSha256')}: <code className="text-reset">{record.recordSha256}</code>
      </p>
    </div>
  );
}

/**
 * /signature/{firm}/{projectId}/{userId} (DESIGN.md 4.2): the mailed one-time
 * link. Its user sees the document (download), its SHA-256 computed by the
 * server and the consent text, and signs with the password again.
 */
export function SignaturePage() {
  const { t } = useTranslation('signatures');
  const title = useRouteTitle();
  const claims = useSession();
  const parsed = SignatureParamsSchema.safeParse(useParams());
  const params = parsed.success ? parsed.data : { firm: '', projectId: 0, userId: 0 };
  const request = useSignatureRequest(params, parsed.success && claims !== null);
  const [record, setRecord] = useState<SignatureRecord | null>(null);

  const body = () => {
    if (!parsed.success) return <ErrorState message={t('page.badLink')} />;
    if (claims === null) return <LogInFirst />;
    if (record) return <Signed record={record} />;
    if (request.isPending) return <LoadingSpinner />;
    if (request.isError)
      return <ErrorState message={errorMessage(request.error, t('page.loadError'))} />;
    const view = request.data;
    return (
      <>
        <dl className="row">
          <dt className="col-sm-3">{t('page.project')}</dt>
          <dd className="col-sm-9">
            <Link to={`/projects/${view.projectId}`}>
              {view.projectCode ? `${view.projectCode} · ${view.projectName}` : view.projectName}
            </Link>
          </dd>
          <dt className="col-sm-3">{t('page.document')}</dt>
          <dd className="col-sm-9 text-break">
            {t(`documentTypes.${view.documentType}`)}: {view.documentName}{' '}
            <a
              className="btn btn-sm btn-outline-success ms-2"
              href={view.downloadUrl}
              aria-label={t('page.downloadOf', { name: view.documentName })}
            >
              {t('page.download')}
            </a>
          </dd>
          <dt className="col-sm-3">{t('page.sha256')}</dt>
          <dd className="col-sm-9 text-break">
            <code data-testid="document-sha256">{view.documentSha256}</code>
          </dd>
          <dt className="col-sm-3">{t('page.role')}</dt>
          <dd className="col-sm-9">{t(`roles.${view.role}`)}</dd>
        </dl>
        <section aria-labelledby="signature-consent" className="mb-3">
          <h2 id="signature-consent" className="h5">
            {t('page.consent')}
          </h2>
          <blockquote className="border-start border-3 ps-3">{view.consentText}</blockquote>
        </section>
        <SignForm params={params} onSigned={setRecord} />
      </>
    );
  };

  return (
    <>
      <PageHeader title={title} description={t('page.description')} />
      {body()}
    </>
  );
}
