import { PROJECTS_LIST_PATH } from '../../../lib/paths';

/** A URL's search longer than this is not one the list wrote (its search box holds 120 characters). */
const MAX_LIST_SEARCH_LENGTH = 2000;

/**
 * The router state of a link from the public list to a project: the list's
 * search (filter, sort, view), so the project page's "Back to the list"
 * returns to the same list, even after a reload (the state lives in history).
 */
export interface FromListState {
  listSearch: string;
}

export function fromListState(listSearch: string): FromListState {
  return { listSearch };
}

/**
 * The list's path with the search the visitor came from, or null when the
 * page was not opened from the list (a shared link, another screen). Only a
 * search is taken from the state: the path stays the list's.
 */
export function listPathFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('listSearch' in state)) return null;
  const search = state.listSearch;
  if (typeof search !== 'string' || search.length > MAX_LIST_SEARCH_LENGTH) return null;
  if (search !== '' && !search.startsWith('?')) return null;
  return `${PROJECTS_LIST_PATH}${search}`;
}
