import { publicProjectsCsvPath } from '@registry/contract/projects/public-projects';
import { downloadServerCsv } from '../../../lib/download-server-csv';

/**
 * Downloads the server's CSV of exactly the filter (every project, not only
 * the loaded pages), named by the API in the language ("proyectos-2026-03-04.csv").
 */
export function downloadProjectsCsv(query: string): Promise<void> {
  return downloadServerCsv(publicProjectsCsvPath(query), 'projects');
}
