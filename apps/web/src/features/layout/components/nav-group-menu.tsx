import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DisclosureMenu } from '../../../components/ui/disclosure-menu';
import type { NavGroup } from '../utils/build-navigation';

const isSamePath = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** One navigation group of the header as a dropdown of links. */
export function NavGroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  return (
    <DisclosureMenu
      id={`nav-${group.id}`}
      label={t(`nav.groups.${group.id}`)}
      isActive={group.items.some((item) => isSamePath(item.path, pathname))}
    >
      {(close) =>
        group.items.map((item) => {
          const isCurrent = isSamePath(item.path, pathname);
          return (
            <li key={item.id}>
              <Link
                className={`dropdown-item${isCurrent ? ' active' : ''}`}
                to={item.path}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={close}
              >
                {t(`nav.items.${item.id}`)}
              </Link>
            </li>
          );
        })
      }
    </DisclosureMenu>
  );
}
