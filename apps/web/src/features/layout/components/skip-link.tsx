import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump over the header. */
export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a
      className="visually-hidden-focusable position-absolute top-0 start-0 z-3 m-2 p-2 bg-white"
      href={`#${MAIN_CONTENT_ID}`}
    >
      {t('skipLink')}
    </a>
  );
}
