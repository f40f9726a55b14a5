/**
 * A text as the public search compares it: lower case, accents and other
 * combining marks removed ("Páramo" and "paramo" match), spaces collapsed.
 */
export function normalizeForSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The `search_text` of a project: its name, registry code and descriptions in every language. */
export function projectSearchText(project: {
  name: string;
  code: string | null;
  descriptions: { es: string; en: string; pt: string };
}): string {
  return normalizeForSearch(
    [
      project.name,
      project.code ?? '',
      project.descriptions.es,
      project.descriptions.en,
      project.descriptions.pt,
    ].join(' '),
  );
}
