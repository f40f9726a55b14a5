import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { errorMessage } from '../../public-projects/utils/error-message';
import { useProjectComments } from '../api/project-comments';
import { CommentItem } from './comment-item';
import { commentFormPath } from './open-projects-page';

/**
 * /project-comment-list/{projectId}, for anyone: the comments with the
 * developer's answers. Logged in with the project permit, the developer or
 * owner company answers; the certifier hides a comment with a reason.
 */
export function CommentsListPage() {
  const { t } = useTranslation('projectComments');
  const title = useRouteTitle();
  const session = useSession();
  const { projectId = '' } = useParams();
  const id = /^\d{1,9}$/.test(projectId) ? Number(projectId) : 0;
  const answer = useProjectComments(id);

  if (id === 0 || !answer.isSuccess) {
    return (
      <section aria-labelledby="comments-title">
        <PageHeader title={title} titleId="comments-title" />
        {id !== 0 && answer.isPending ? (
          <LoadingSpinner label={t('list.loading')} />
        ) : (
          <ErrorState
            message={
              id === 0 ? t('form.notFound') : errorMessage(answer.error, t('list.loadFailed'))
            }
            {...(id === 0 ? {} : { onRetry: () => void answer.refetch() })}
          />
        )}
      </section>
    );
  }
  const { project, comments } = answer.data;
  const hasPermit = session?.permits.includes('project') ?? false;
  const companyId = session?.companyId ?? -1;
  const canAnswer =
    hasPermit && (project.developerCompanyId === companyId || project.ownerCompanyId === companyId);
  const canHide = hasPermit && project.certifierCompanyId === companyId;

  return (
    <section aria-labelledby="comments-title">
      <PageHeader
        title={t('list.title', { name: project.name })}
        titleId="comments-title"
        description={project.code ?? undefined}
        actions={
          project.isOpen && (
            <Link className="btn btn-success" to={commentFormPath(project)}>
              {t('list.comment')}
            </Link>
          )
        }
      />
      <p>
        <Link to={`/projects/${project.id}`}>{t('list.backToProject')}</Link>
      </p>
      {comments.length === 0 ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        <ul className="list-group mb-4" aria-label={t('list.caption')}>
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              projectId={project.id}
              comment={comment}
              canAnswer={canAnswer}
              canHide={canHide}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
