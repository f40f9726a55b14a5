import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import type { FormStepId } from '../utils/form-steps';
import { emptyProjectForm } from '../utils/project-form-values';
import { ProjectForm } from './project-form';

/** /new-project: an empty form; the developer's or owner's own company is already chosen. */
export function NewProjectPage() {
  const { t } = useTranslation('projects');
  const title = useRouteTitle();
  const claims = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<FormStepId>('general');
  const kind =
    claims?.typeAccount === 'developer' || claims?.typeAccount === 'owner'
      ? claims.typeAccount
      : null;
  const [defaults] = useState(() =>
    emptyProjectForm(
      kind && claims ? { kind, party: { id: claims.companyId, name: claims.company.name } } : null,
    ),
  );
  return (
    <>
      <PageHeader title={title} description={t('form.description')} />
      <ProjectForm
        defaultValues={defaults}
        step={step}
        onStepChange={setStep}
        onSaved={(projectId) =>
          void navigate(`/project/edit/${projectId}`, {
            replace: true,
            state: { step, isAfterSave: true },
          })
        }
      />
    </>
  );
}
