import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface DataTablePagerProps {
  /** Names the navigation "Pages of {caption}". */
  caption: string;
  /** 1-based page and the number of pages; left out with cursor paging (the total is unknown). */
  page?: number;
  pageCount?: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and next page buttons and, when known, "Page n of m" (announced on change). */
export function DataTablePager({
  caption,
  page,
  pageCount,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: DataTablePagerProps) {
  const { t } = useTranslation('ui');
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // On the last (or first) page the pressed button is disabled: the focus goes to the other one.
  const pressed = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const active = document.activeElement;
    const button = pressed.current;
    if (!button || (active !== button && active !== document.body)) return;
    if (button === nextRef.current && !hasNext) previousRef.current?.focus();
    if (button === previousRef.current && !hasPrevious) nextRef.current?.focus();
  }, [hasPrevious, hasNext]);
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav
      aria-label={t('table.pages', { caption })}
      className="d-flex flex-wrap align-items-center gap-2 mt-2"
    >
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        ref={previousRef}
        onClick={(event) => {
          pressed.current = event.currentTarget;
          onPrevious();
        }}
        disabled={!hasPrevious}
      >
        {t('table.previous')}
      </button>
      {page !== undefined && pageCount !== undefined && (
        <span role="status" className="small">
          {t('table.page', { page, pages: pageCount })}
        </span>
      )}
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        ref={nextRef}
        onClick={(event) => {
          pressed.current = event.currentTarget;
          onNext();
        }}
        disabled={!hasNext}
      >
        {t('table.next')}
      </button>
    </nav>
  );
}
