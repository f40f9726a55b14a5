import { useTranslation } from 'react-i18next';

/** A flag shown as yes or no (spec section 2). */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('companyView');
  return <>{value ? t('yes') : t('no')}</>;
}
