/** Every projects query starts with this key; a save or a move invalidates them all. */
export const PROJECTS_QUERY_KEY = ['projects'] as const;
