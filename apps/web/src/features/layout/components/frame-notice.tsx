import { useTranslation } from 'react-i18next';
import { CONTACT } from '../utils/contact';

/** Shown instead of the app when a page embeds it in a frame (spec section 1). */
export function FrameNotice() {
  const { t } = useTranslation('layout');
  return (
    <main className="container py-5">
      <div className="alert alert-warning" role="alert" data-testid="frame-notice">
        <h1 className="h3">{t('frameNotice.title')}</h1>
        <p>{t('frameNotice.body')}</p>
        <p className="mb-0">
          {t('frameNotice.contact')}{' '}
          <a href={`mailto:${CONTACT.supportEmail}`} className="alert-link">
            {CONTACT.supportEmail}
          </a>
        </p>
        <p className="mt-3 mb-0">
          <a
            href={window.location.href}
            target="_blank"
            rel="noopener noreferrer"
            className="alert-link"
          >
            {t('frameNotice.openDirectly')}
          </a>
        </p>
      </div>
    </main>
  );
}
