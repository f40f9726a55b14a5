import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, REGISTER_URL } from '../../../lib/paths';

/** Register (the external site's sign-up page) and Log in, shown without a session. */
export function GuestActions() {
  const { t } = useTranslation('layout');
  return (
    <li className="nav-item d-flex flex-wrap gap-2 py-2 py-lg-0 me-lg-2">
      <a className="btn btn-outline-light" href={REGISTER_URL}>
        {t('guest.register')}
      </a>
      <Link className="btn btn-success" to={LOGIN_PATH}>
        {t('guest.login')}
      </Link>
    </li>
  );
}
