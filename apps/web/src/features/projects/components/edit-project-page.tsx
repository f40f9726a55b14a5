import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { isGranted } from '../../../lib/access';
import { useProject } from '../api/get-project';
import { useReopenedAfterSave } from '../hooks/use-reopened-after-save';
import { FORM_STEPS, type FormStepId } from '../utils/form-steps';
import { projectFormValues } from '../utils/project-form-values';
import { CorrectionRequest } from './correction-request';
import { ProjectForm } from './project-form';

function stepOf(state: unknown): FormStepId {
  const step = (state as { step?: unknown } | null)?.step;
  return FORM_STEPS.find((item) => item === step) ?? 'general';
}

/** Whether a save brought the user here (a new project's first save): its form keeps the focus on Save draft. */
function isSavedState(state: unknown): boolean {
  return (state as { isAfterSave?: unknown } | null)?.isAfterSave === true;
}

function readProjectId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /project/edit/{projectId}: the saved draft in the form; a project past its draft is not editable. */
export function EditProjectPage() {
  const { t } = useTranslation('projects');
  const title = useRouteTitle();
  const location = useLocation();
  const projectId = readProjectId(useParams().projectId);
  const project = useProject(projectId);
  const canOpenConversion = isGranted('projectConversion', useSession());
  const [step, setStep] = useState<FormStepId>(() => stepOf(location.state));
  // The correction's reason of this editing session: the form reloads after each save, the reason stays.
  const [reason, setReason] = useState({ projectId, text: '' });
  const [isReopenedAfterSave, onSave] = useReopenedAfterSave(
    project.data?.updatedAt,
    isSavedState(location.state),
  );

  const body = () => {
    if (project.isPending && projectId !== null) {
      return <LoadingSpinner label={t('form.loading')} />;
    }
    if (projectId === null || project.isError || !project.data) {
      return (
        <ErrorState
          message={t('form.loadError')}
          onRetry={() => void project.refetch()}
          isRetrying={project.isFetching}
        />
      );
    }
    if (!project.data.canEdit) {
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
        {project.data.isConversion && canOpenConversion && (
          <div className="alert alert-info">
            {t('form.conversionNotice')}{' '}
            <Link to={`/project/edit-project-conversion/${project.data.id}`} className="alert-link">
              {t('form.openConversion')}
            </Link>
          </div>
        )}
        <CorrectionRequest project={project.data} />
        <ProjectForm
          // A save brings the project back with its documents' ids: the form starts again from it.
          key={project.data.updatedAt}
          defaultValues={projectFormValues(project.data)}
          projectId={project.data.id}
          step={step}
          onStepChange={setStep}
          isReopenedAfterSave={isReopenedAfterSave}
          onSaved={() => {
            onSave();
            void project.refetch();
          }}
          correctionReason={
            project.data.submittedAt === null
              ? undefined
              : {
                  value: reason.projectId === projectId ? reason.text : '',
                  onChange: (text) => setReason({ projectId, text }),
                }
          }
        />
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={project.data ? `${title}: ${project.data.name}` : title}
        description={project.data?.canEdit ? t('form.description') : undefined}
      />
      {body()}
    </>
  );
}
