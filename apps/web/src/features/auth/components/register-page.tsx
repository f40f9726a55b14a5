import { useTranslation } from 'react-i18next';
import { RegisterForm } from './register-form';
import './auth.css';

/** /register: the registration card (max 600 px). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <section className="auth-card-wide mx-auto">
      <h1 className="h2 mb-3">{t('formRegister.title')}</h1>
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <p className="text-body-secondary">{t('formRegister.intro')}</p>
          <RegisterForm />
        </div>
      </div>
    </section>
  );
}
