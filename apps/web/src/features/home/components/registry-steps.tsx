import { useTranslation } from 'react-i18next';

const STEPS = ['register', 'formulate', 'comment', 'validate', 'verify', 'issue'] as const;

/** How a project gets its credits issued (the /info-register-projects part of home). */
export function RegistrySteps() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="register-projects" className="py-4" id="register-projects-info">
      <h2 id="register-projects" className="h3 mb-3">
        {t('steps.title')}
      </h2>
      <ol className="list-group list-group-numbered">
        {STEPS.map((step) => (
          <li key={step} className="list-group-item">
            <span className="fw-semibold">{t(`steps.${step}.title`)}</span>
            <span className="d-block">{t(`steps.${step}.body`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
