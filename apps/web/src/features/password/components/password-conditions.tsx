import { useTranslation } from 'react-i18next';
import {
  checkPasswordConditions,
  PASSWORD_CONDITIONS,
} from '@registry/contract/auth/password-policy';

interface PasswordConditionsProps {
  id: string;
  password: string;
  minLength: number;
}

/** The conditions of a new password (spec section 5), each ticked as soon as it is met. */
export function PasswordConditions({ id, password, minLength }: PasswordConditionsProps) {
  const { t } = useTranslation('password');
  const conditions = checkPasswordConditions(password, minLength);
  return (
    <div id={id} className="mb-3" data-testid="password-conditions">
      <p className="small mb-1" id={`${id}-title`}>
        {t('conditions.title')}
      </p>
      <ul className="list-unstyled small mb-0" aria-labelledby={`${id}-title`}>
        {PASSWORD_CONDITIONS.map((condition) => {
          const isMet = conditions[condition];
          return (
            <li
              key={condition}
              data-condition={condition}
              data-met={isMet}
              className={isMet ? 'text-success' : 'text-body-secondary'}
            >
              <span aria-hidden="true" className="d-inline-block me-2 text-center">
                {isMet ? '✓' : '○'}
              </span>
              {t(`conditions.${condition}`, { min: minLength })}
              <span className="visually-hidden">
                {' '}
                ({isMet ? t('conditions.met') : t('conditions.notMet')})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
