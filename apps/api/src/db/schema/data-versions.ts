import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * What the API keeps in memory, by name, and its version (decision 038):
 * triggers raise a name's version when a transaction that changed its tables
 * commits (once per transaction), and notify `data_versions` with the name. `reference` covers the
 * reference data, `public_projects` the public list's projects and issuances,
 * `public_project_pages` what a project's public page reads.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** The names of data_versions. */
export type DataVersionName = 'reference' | 'public_projects' | 'public_project_pages';
