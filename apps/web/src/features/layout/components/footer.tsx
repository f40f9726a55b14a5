import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TermsKind } from '@registry/contract/platform/list-terms-conditions';
import { createModuleLoader, useLazyModule } from '../../../hooks/use-lazy-module';
import { TermsTextLink } from '../../auth/components/terms-text-link';
import { CONTACT } from '../utils/contact';
import { LazyTermsTextModal } from './lazy-terms-text-modal';
import { SocialLinks } from './social-links';
import { SupportEmail } from './support-email';

/**
 * The newsletter form and its call are their own chunk, fetched once the
 * footer renders: off the scripts every first page waits for (issue 24).
 */
const subscribeForm = createModuleLoader(() => import('./subscribe-form'));

/**
 * Contact details, support e-mail, social links, newsletter and copyright
 * (spec section 2), with links to the terms and the personal-data policy
 * (decision 021).
 */
export function Footer() {
  const { t } = useTranslation('layout');
  const year = new Date().getFullYear();
  const [shownText, setShownText] = useState<TermsKind | null>(null);
  const SubscribeForm = useLazyModule(subscribeForm, true)?.SubscribeForm;
  return (
    <footer data-bs-theme="dark" className="bg-dark text-body mt-auto">
      <div className="container py-4">
        <div className="row gy-4">
          <div className="col-md-4">
            <h2 className="h5">{t('footer.contactTitle')}</h2>
            <address className="mb-0">
              <span className="d-block">{CONTACT.address}</span>
              <a className="link-light d-block" href={`tel:${CONTACT.phone.replaceAll(' ', '')}`}>
                {CONTACT.phone}
              </a>
              <span className="d-block mt-2">{t('footer.supportLabel')}</span>
              <SupportEmail />
            </address>
          </div>
          <div className="col-md-4">
            <h2 className="h5">{t('footer.followTitle')}</h2>
            <SocialLinks />
          </div>
          <div className="col-md-4">
            {SubscribeForm ? (
              <SubscribeForm onReadText={setShownText} />
            ) : (
              <div className="newsletter-placeholder" />
            )}
          </div>
        </div>
        <div className="d-flex flex-wrap gap-3 small border-top border-secondary pt-3 mt-4">
          <p className="mb-0 me-auto" data-testid="copyright">
            {t('footer.copyright', { year })}
          </p>
          <Link className="link-light" to="/serial-search">
            {t('footer.serialSearchLink')}
          </Link>
          <TermsTextLink className="link-light" onOpen={() => setShownText('terms')}>
            {t('footer.termsLink')}
          </TermsTextLink>
          <TermsTextLink className="link-light" onOpen={() => setShownText('habeas')}>
            {t('footer.personalDataLink')}
          </TermsTextLink>
        </div>
        <LazyTermsTextModal kind={shownText} onClose={() => setShownText(null)} />
      </div>
    </footer>
  );
}
