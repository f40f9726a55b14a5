import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicProject } from '@registry/contract/projects/public-projects';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { useProject } from '../../projects/api/get-project';
import { fetchProjectDocumentUrl } from '../../projects/api/project-document-url';
import { ProjectPartyPanel } from '../../projects/components/project-party-panel';
import { usePublicProject } from '../api/public-projects';
import { errorMessage } from '../utils/error-message';
import { listPathFrom } from '../utils/list-return';
import { PROJECTS_LIST_PATH } from '../../../lib/paths';
import { partyView } from '../utils/party-view';
import { standardNameOf } from '../utils/value-names';
import { SignatureRecords } from '../../signatures/components/signature-records';
import { ProjectCreditsSection } from '../../public-credits/components/project-credits-section';
import { ProjectDocuments } from './project-documents';
import { ProjectTimeline } from './project-timeline';
import { formatCalendarDay } from '../../projects/utils/calendar-day';

const ProjectLocationSlot = lazy(() => import('./project-location-slot'));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="col-12 col-sm-6 col-lg-4">
      <dt className="small text-body-secondary">{label}</dt>
      <dd className="mb-2 text-break">{children}</dd>
    </div>
  );
}

function Summary({ project }: { project: PublicProject }) {
  const { t, i18n } = useTranslation('publicProjects');
  const day = (value: string) => formatCalendarDay(value, i18n.language);
  const none = t('project.none');
  const named = (value: { name: string } | null) => value?.name ?? none;
  const place = [project.city, project.region, project.country?.name].filter(Boolean).join(', ');
  return (
    <dl className="row g-2 mb-0">
      <Field label={t('project.code')}>{project.code ?? none}</Field>
      <Field label={t('project.state')}>{t(`states.${project.state}`)}</Field>
      <Field label={t('project.standard')}>
        {project.standard ? standardNameOf(t, project.standard.code) : none}
      </Field>
      <Field label={t('project.methodology')}>
        {project.methodology ? `${project.methodology.code} – ${project.methodology.name}` : none}
      </Field>
      <Field label={t('project.sector')}>
        {project.sector ? t(`sectors.${project.sector}`) : none}
      </Field>
      <Field label={t('project.type')}>{project.type ? t(`types.${project.type}`) : none}</Field>
      <Field label={t('project.place')}>{place || none}</Field>
      <Field label={t('project.developer')}>{named(project.developer)}</Field>
      <Field label={t('project.owner')}>{named(project.owner)}</Field>
      <Field label={t('project.certifier')}>{named(project.certifier)}</Field>
      <Field label={t('project.ovv')}>{named(project.ovv)}</Field>
      <Field label={t('project.crediting')}>
        {project.creditingStart && project.creditingEnd
          ? t('project.creditingRange', {
              start: day(project.creditingStart),
              end: day(project.creditingEnd),
            })
          : none}
      </Field>
      <Field label={t('project.annualReductions')}>
        {project.estimatedAnnualReductions === null
          ? none
          : t('project.tonnes', {
              value: new Intl.NumberFormat(i18n.language).format(project.estimatedAnnualReductions),
            })}
      </Field>
      <Field label={t('project.labels')}>
        {project.labels.map((label) => t(`labels.${label}`)).join(', ') || none}
      </Field>
      <Field label={t('project.sdgs')}>{project.sdgs.join(', ') || none}</Field>
      {project.isConversion && (
        <Field label={t('project.origin')}>
          {[project.originRegistry, project.originProjectId].filter(Boolean).join(' · ') || none}
        </Field>
      )}
      {project.publicCommentEndsOn && (
        // Open: until when; once closed, when it ran to (the project is no longer open for comment).
        <Field
          label={
            project.state === 'publicComment'
              ? t('project.publicCommentEndsOn')
              : t('project.publicCommentEnded')
          }
        >
          {day(project.publicCommentEndsOn)}
        </Field>
      )}
    </dl>
  );
}

/**
 * /projects/{projectId}, for anyone (DESIGN.md 4.2): the summary, the map,
 * the public documents, the state timeline, and links to the public
 * comments and the correction history. Opened from the public list, its
 * "Back to the list" returns to that list's search, facets and view.
 */
export function ProjectPage() {
  const { t, i18n } = useTranslation('publicProjects');
  const { projectId = '' } = useParams();
  const fromList = listPathFrom(useLocation().state);
  const id = /^\d{1,9}$/.test(projectId) ? Number(projectId) : 0;
  const answer = usePublicProject(id);
  // A logged-in visitor may play a part in it: then the page shows that part, and
  // a project the public may not see yet (a draft, a rejected one) still opens.
  const claims = useSession();
  const party = useProject(claims && id > 0 ? id : null);
  const queryClient = useQueryClient();
  const title = useRouteTitle();
  const detail = party.isSuccess ? party.data : null;
  const project = answer.isSuccess
    ? answer.data.project
    : detail
      ? partyView(detail, i18n.language)
      : null;

  if (!project) {
    const isLoading = id !== 0 && (answer.isPending || (claims !== null && party.isPending));
    return (
      <section aria-labelledby="project-title">
        <PageHeader title={title} titleId="project-title" />
        {isLoading ? (
          <LoadingSpinner label={t('project.loading')} />
        ) : (
          <>
            <ErrorState
              message={
                id === 0
                  ? t('project.notFound')
                  : errorMessage(answer.error, t('project.loadFailed'))
              }
              {...(id === 0 ? {} : { onRetry: () => void answer.refetch() })}
            />
            <Link to={fromList ?? PROJECTS_LIST_PATH}>{t('project.back')}</Link>
          </>
        )}
      </section>
    );
  }
  return (
    <article aria-labelledby="project-title">
      <PageHeader
        title={project.name}
        titleId="project-title"
        description={project.code ?? undefined}
        actions={
          <>
            {project.state === 'publicComment' && (
              <Link
                className="btn btn-success"
                to={`/project-comment/${project.standard?.id ?? 0}/${project.id}`}
              >
                {t('project.comment')}
              </Link>
            )}
            <Link className="btn btn-outline-secondary" to={`/project-comment-list/${project.id}`}>
              {t('project.comments')}
            </Link>
            <Link className="btn btn-outline-secondary" to={`/correction-history/${project.id}`}>
              {t('project.corrections')}
            </Link>
          </>
        }
      />
      <p>
        {detail && !fromList ? (
          <Link to="/my-projects">{t('project.backToMine')}</Link>
        ) : (
          <Link to={fromList ?? PROJECTS_LIST_PATH}>{t('project.back')}</Link>
        )}
      </p>
      {detail && (
        <ProjectPartyPanel
          project={detail}
          onMoved={() => void queryClient.invalidateQueries({ queryKey: ['publicProjects'] })}
        />
      )}
      {project.description && <p className="lead">{project.description}</p>}

      <section aria-labelledby="project-summary" className="mb-4">
        <h2 id="project-summary" className="h4">
          {t('project.summary')}
        </h2>
        <Summary project={project} />
      </section>

      <ProjectCreditsSection projectId={project.id} />

      <section aria-labelledby="project-location" className="mb-4">
        <h2 id="project-location" className="h4">
          {t('project.location')}
        </h2>
        {project.latitude !== null && project.longitude !== null ? (
          <Suspense fallback={<LoadingSpinner label={t('project.loading')} />}>
            <ProjectLocationSlot
              latitude={project.latitude}
              longitude={project.longitude}
              area={project.area}
            />
          </Suspense>
        ) : (
          <p className="text-body-secondary">{t('project.noLocation')}</p>
        )}
      </section>

      <section aria-labelledby="project-documents" className="mb-4">
        <h2 id="project-documents" className="h4">
          {detail ? t('project.partyDocuments') : t('project.documents')}
        </h2>
        {detail ? (
          <ProjectDocuments
            projectId={project.id}
            documents={detail.documents}
            fetchUrl={fetchProjectDocumentUrl}
          />
        ) : (
          <ProjectDocuments projectId={project.id} documents={project.documents} />
        )}
      </section>

      <SignatureRecords projectId={project.id} />

      <section aria-labelledby="project-timeline">
        <h2 id="project-timeline" className="h4">
          {t('project.timeline')}
        </h2>
        <ProjectTimeline events={detail ? detail.events : project.events} />
      </section>
    </article>
  );
}
