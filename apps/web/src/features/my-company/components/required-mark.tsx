import { useTranslation } from 'react-i18next';

/** The asterisk of a required field, read as "required". */
export function RequiredMark() {
  const { t } = useTranslation('myCompany');
  return (
    <>
      {' '}
      <span className="text-danger" aria-hidden="true">
        *
      </span>
      <span className="visually-hidden">({t('required')})</span>
    </>
  );
}
