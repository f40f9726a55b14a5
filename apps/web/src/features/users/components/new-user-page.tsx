import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { CreateUserByCompanyResponse } from '@registry/contract/users/create-user-by-company';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { USERS_PATH, type UsersPageState } from '../utils/users-notice';
import { NewUserForm } from './new-user-form';
import { PageHeader } from '../../../components/ui/page-header';

/**
 * /users/new, for company admins (spec section 2): adds a user to the company.
 * On success the admin is back on /users, told that the invitation was mailed.
 */
export function NewUserPage() {
  const { t } = useTranslation('users');
  const title = useRouteTitle();
  const claims = useSession();
  const navigate = useNavigate();
  if (!claims) return null;

  const onCreated = (answer: CreateUserByCompanyResponse) => {
    const fallback: CodeMessage = {
      codeMessage: 'SUCCESS_USER_CREATED',
      message: t(answer.isInvited ? 'created.invited' : 'created.added', {
        name: answer.user.name,
        email: answer.user.email,
      }),
    };
    const state: UsersPageState = {
      notice: answer.codeMessages.length ? answer.codeMessages : [fallback],
    };
    void navigate(USERS_PATH, { state });
  };

  return (
    <section className="mx-auto narrow-page" aria-labelledby="new-user-title">
      <PageHeader
        title={title}
        titleId="new-user-title"
        description={t('form.intro', { company: claims.company.name })}
      />
      <NewUserForm claims={claims} labelledBy="new-user-title" onCreated={onCreated} />
    </section>
  );
}
