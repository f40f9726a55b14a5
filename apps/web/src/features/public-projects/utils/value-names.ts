import type { TFunction } from 'i18next';
import type { FacetCount, PublicProjectFacet } from '@registry/contract/projects/public-projects';

/** The enum facets are named by the screen; standards, countries and methodologies by the API. */
const VALUE_KEYS: Partial<Record<PublicProjectFacet, string>> = {
  sector: 'sectors',
  type: 'types',
  state: 'states',
  label: 'labels',
};

/**
 * A standard by its code ("CDM"), in the language: the name the API gives it
 * too (the standard facet, the form's list, the CSV). A code the files lack
 * shows as it is.
 */
export function standardNameOf(t: TFunction<'publicProjects'>, code: string): string {
  return t(`standards.${code}`, { defaultValue: code });
}

/** A facet's value as the screen names it: the translation, the API's label, or the value itself. */
export function facetValueName(
  t: TFunction<'publicProjects'>,
  facet: PublicProjectFacet,
  option: Pick<FacetCount, 'value' | 'label'>,
): string {
  const key = VALUE_KEYS[facet];
  return key ? t(`${key}.${option.value}`) : (option.label ?? option.value);
}
