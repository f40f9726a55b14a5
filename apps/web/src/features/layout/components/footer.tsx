import { useTranslation } from 'react-i18next';
import { CONTACT } from '../utils/contact';
import { SocialLinks } from './social-links';
import { SubscribeForm } from './subscribe-form';
import { SupportEmail } from './support-email';

/** Contact details, support e-mail, social links, newsletter and copyright (spec section 2). */
export function Footer() {
  const { t } = useTranslation('layout');
  const year = new Date().getFullYear();
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
            <SubscribeForm />
          </div>
        </div>
        <p className="small border-top border-secondary pt-3 mt-4 mb-0" data-testid="copyright">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
