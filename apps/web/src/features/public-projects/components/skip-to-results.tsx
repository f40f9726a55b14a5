import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface SkipToResultsProps {
  /** The results' focusable start (tabIndex -1), named by its id for the link's href. */
  target: RefObject<HTMLElement | null>;
  targetId: string;
}

/**
 * The first Tab stop of the list's filters: hidden until focused (as the
 * app's skip link), it moves the focus past every facet to the results.
 */
export function SkipToResults({ target, targetId }: SkipToResultsProps) {
  const { t } = useTranslation('publicProjects');
  return (
    <a
      className="visually-hidden-focusable d-block mb-2 p-2 bg-body border rounded"
      href={`#${targetId}`}
      onClick={(event) => {
        // The focus moves, not the URL: a hash would add a history entry to the list's filter.
        event.preventDefault();
        target.current?.focus();
      }}
    >
      {t('list.skipToResults')}
    </a>
  );
}
