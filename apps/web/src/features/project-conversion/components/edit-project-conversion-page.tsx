import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useCreditConversion } from '../api/credit-conversion';
import { conversionFormOf } from '../utils/conversion-form-values';
import { ConversionForm } from './conversion-form';
import { ConversionSubmission } from './conversion-submission';

function readProjectId(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** /project/edit-project-conversion/{projectId}: the saved conversion draft in its form. */
export function EditProjectConversionPage() {
  const { t } = useTranslation('projectConversion');
  const title = useRouteTitle();
  const projectId = readProjectId(useParams().projectId);
  const conversion = useCreditConversion(projectId);
  const [isDirty, setDirty] = useState(false);

  const body = () => {
    if (conversion.isPending) return <LoadingSpinner label={t('form.loading')} />;
    if (conversion.isError) {
      return (
        <ErrorState
          message={t('form.loadError')}
          onRetry={() => void conversion.refetch()}
          isRetrying={conversion.isFetching}
        />
      );
    }
    if (!conversion.data.project.canEdit) {
      return (
        <div className="alert alert-info">
          <p>{t('form.notEditable')}</p>
          <Link to="/my-projects" className="alert-link">
            {t('form.backToList')}
          </Link>
        </div>
      );
    }
    return (
      <>
        <ConversionForm
          // A save brings the vintages back with their ids: the form starts again from them.
          key={conversion.dataUpdatedAt}
          defaultValues={conversionFormOf(conversion.data)}
          projectId={conversion.data.project.id}
          onSaved={() => void conversion.refetch()}
          onDirtyChange={setDirty}
        />
        <ConversionSubmission projectId={conversion.data.project.id} hasUnsavedChanges={isDirty} />
      </>
    );
  };

  return (
    <>
      <PageHeader title={title} description={t('form.description')} />
      {body()}
    </>
  );
}
