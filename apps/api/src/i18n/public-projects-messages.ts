import type { Catalogue } from './catalogue';

/** Messages of the public list and page of projects (DESIGN.md 4.2). */
export const PUBLIC_PROJECTS_MESSAGES = {
  ERROR_PUBLIC_PROJECTS_CURSOR: {
    en: 'This page of the list is no longer valid. Search again from the first page.',
    es: 'Esta página de la lista ya no es válida. Busque de nuevo desde la primera página.',
    pt: 'Esta página da lista não é mais válida. Pesquise novamente a partir da primeira página.',
  },
  ERROR_PUBLIC_PROJECT_NOT_FOUND: {
    en: 'That project does not exist. Look for it in the list of projects.',
    es: 'Ese proyecto no existe. Búsquelo en la lista de proyectos.',
    pt: 'Esse projeto não existe. Procure-o na lista de projetos.',
  },
  ERROR_PUBLIC_PROJECT_NOT_PUBLIC: {
    en: 'This project is not public yet. Only its parties can see it.',
    es: 'Este proyecto todavía no es público. Solo sus partes pueden verlo.',
    pt: 'Este projeto ainda não é público. Só as suas partes podem vê-lo.',
  },
} as const satisfies Catalogue;
