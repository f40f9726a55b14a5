import { useTranslation } from 'react-i18next';

interface UsersPaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and next page of the list, with where the user is. */
export function UsersPagination({ page, pages, onPage }: UsersPaginationProps) {
  const { t } = useTranslation('users');
  if (pages <= 1) return null;
  return (
    <nav
      className="d-flex align-items-center justify-content-end gap-2"
      aria-label={t('list.pagination.label')}
    >
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('list.pagination.previous')}
      </button>
      <span aria-live="polite">{t('list.pagination.page', { page, pages })}</span>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('list.pagination.next')}
      </button>
    </nav>
  );
}
