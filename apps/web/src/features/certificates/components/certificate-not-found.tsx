import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PROJECTS_LIST_PATH } from '../../../lib/paths';

/** No certificate has this address: say so, and lead to the public projects. */
export function CertificateNotFound() {
  const { t } = useTranslation('certificates');
  return (
    <EmptyState
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <Link className="btn btn-success" to={PROJECTS_LIST_PATH}>
          {t('notFound.projects')}
        </Link>
      }
    />
  );
}
