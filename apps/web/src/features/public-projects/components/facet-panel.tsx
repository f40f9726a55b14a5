import { useState } from 'react';
import {
  PUBLIC_PROJECT_FACETS,
  type PublicProjectFacet,
  type PublicProjectFacets,
} from '@registry/contract/projects/public-projects';
import { FacetGroup } from './facet-group';

interface FacetPanelProps {
  facets: PublicProjectFacets | undefined;
  selected: Record<PublicProjectFacet, string[]>;
  onToggle: (facet: PublicProjectFacet, value: string, isChecked: boolean) => void;
}

/** Bootstrap's lg: under it the panel folds behind "Show filters" (see ProjectsListPage). */
const WIDE_SCREEN_QUERY = '(min-width: 992px)';

/** Whether the facets stand beside the results (jsdom, without matchMedia, counts as wide). */
function isWideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN_QUERY).matches;
}

/**
 * The facets of the public list, each a folding group (one Tab stop while
 * folded, its button saying how many of its values are chosen). They open
 * where a value is chosen when the page opens beside the results; under lg,
 * where the whole panel is already behind "Show filters", all start folded.
 * After that only their buttons fold them, never a tick or the URL, so the
 * focus is never left in a group that closes.
 */
export function FacetPanel({ facets, selected, onToggle }: FacetPanelProps) {
  const [openFacets, setOpenFacets] = useState(() => {
    const isWide = isWideScreen();
    return new Set(PUBLIC_PROJECT_FACETS.filter((facet) => isWide && selected[facet].length > 0));
  });
  const setOpen = (facet: PublicProjectFacet, isOpen: boolean) =>
    setOpenFacets((open) => {
      const next = new Set(open);
      if (isOpen) next.add(facet);
      else next.delete(facet);
      return next;
    });
  return (
    <div className="d-flex flex-column gap-2">
      {PUBLIC_PROJECT_FACETS.map((facet) => {
        const options = facets?.[facet] ?? [];
        if (options.length === 0) return null;
        return (
          <FacetGroup
            key={facet}
            facet={facet}
            options={options}
            selected={selected[facet]}
            isOpen={openFacets.has(facet)}
            onOpenChange={(isOpen) => setOpen(facet, isOpen)}
            onToggle={(value, isChecked) => onToggle(facet, value, isChecked)}
          />
        );
      })}
    </div>
  );
}
