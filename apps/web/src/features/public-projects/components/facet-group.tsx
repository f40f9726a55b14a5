import { useTranslation } from 'react-i18next';
import type { FacetCount, PublicProjectFacet } from '@registry/contract/projects/public-projects';
import { facetValueName } from '../utils/value-names';

interface FacetGroupProps {
  facet: PublicProjectFacet;
  options: readonly FacetCount[];
  selected: readonly string[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onToggle: (value: string, isChecked: boolean) => void;
}

/**
 * One facet as a disclosure (WAI-ARIA APG): a button with aria-expanded that
 * names the facet and how many of its values are chosen, "Country (1 chosen)",
 * so a folded group is one Tab stop and never hides a choice without saying
 * so; open, its checkboxes, each value with how many projects it would show.
 */
export function FacetGroup({
  facet,
  options,
  selected,
  isOpen,
  onOpenChange,
  onToggle,
}: FacetGroupProps) {
  const { t } = useTranslation('publicProjects');
  const name = t(`facets.${facet}`);
  const valuesId = `facet-${facet}-values`;
  const chosen = selected.length;
  return (
    <div className="border rounded">
      <h2 className="h6 mb-0">
        <button
          type="button"
          className="btn w-100 d-flex align-items-center justify-content-between gap-2 text-start fw-semibold"
          aria-expanded={isOpen}
          aria-controls={valuesId}
          onClick={() => onOpenChange(!isOpen)}
        >
          <span>{chosen > 0 ? t('facets.group', { name, count: chosen }) : name}</span>
          <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
        </button>
      </h2>
      <fieldset id={valuesId} className="px-2 pb-2" hidden={!isOpen}>
        <legend className="visually-hidden">{name}</legend>
        {options.map((option) => {
          const id = `facet-${facet}-${option.value}`;
          return (
            <div className="form-check" key={option.value}>
              <input
                className="form-check-input"
                type="checkbox"
                id={id}
                checked={selected.includes(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
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
    </div>
  );
}
