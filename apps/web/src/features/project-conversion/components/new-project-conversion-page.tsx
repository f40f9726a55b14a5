import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { emptyConversionForm } from '../utils/conversion-form-values';
import { ConversionForm } from './conversion-form';

/** /new-project-conversion: a project converted from another registry, as a new draft. */
export function NewProjectConversionPage() {
  const { t } = useTranslation('projectConversion');
  const title = useRouteTitle();
  const navigate = useNavigate();
  const [defaults] = useState(emptyConversionForm);
  return (
    <>
      <PageHeader title={title} description={t('form.description')} />
      <ConversionForm
        defaultValues={defaults}
        projectId={null}
        onSaved={(projectId) =>
          void navigate(`/project/edit-project-conversion/${projectId}`, { replace: true })
        }
      />
    </>
  );
}
