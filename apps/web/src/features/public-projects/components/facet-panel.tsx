import { useTranslation } from 'react-i18next';
import {
  PUBLIC_PROJECT_FACETS,
  type PublicProjectFacet,
  type PublicProjectFacets,
} from '@registry/contract/projects/public-projects';
import { facetValueName } from '../utils/value-names';

interface FacetPanelProps {
  facets: PublicProjectFacets | undefined;
  selected: Record<PublicProjectFacet, string[]>;
  onToggle: (facet: PublicProjectFacet, value: string, isChecked: boolean) => void;
}

/**
 * The facets of the public list: per facet a group of checkboxes, each value
 * with how many projects it would show with the rest of the filter.
 */
export function FacetPanel({ facets, selected, onToggle }: FacetPanelProps) {
  const { t } = useTranslation('publicProjects');
  return (
    <div className="d-flex flex-column gap-3">
      {PUBLIC_PROJECT_FACETS.map((facet) => {
        const options = facets?.[facet] ?? [];
        if (options.length === 0) return null;
        return (
          <fieldset key={facet} className="border rounded p-2">
            <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">
              {t(`facets.${facet}`)}
            </legend>
            {options.map((option) => {
              const id = `facet-${facet}-${option.value}`;
              return (
                <div className="form-check" key={option.value}>
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={id}
                    checked={selected[facet].includes(option.value)}
                    onChange={(event) => onToggle(facet, option.value, event.target.checked)}
                  />
                  <label className="form-check-label" htmlFor={id}>
                    {t('facets.option', {
                      name: facetValueName(t, facet, option),
                      count: option.count,
                    })}
                  </label>
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
