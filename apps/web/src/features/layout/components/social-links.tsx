import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS } from '../utils/contact';

export function SocialLinks() {
  const { t } = useTranslation('layout');
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.id}>
          <a
            className="link-light"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.socialLink', { name: link.name })}
          >
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
