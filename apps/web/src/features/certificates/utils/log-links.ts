import { LOG_PATH } from '@registry/contract/log/log';
import { API_BASE_PATH } from '../../../lib/api-client';

/** Where anyone reads what the certificate's check uses, without the page (DESIGN.md 4.3). */
export const LOG_LINKS = {
  checkpoint: `${API_BASE_PATH}${LOG_PATH}/checkpoint`,
  publicKey: `${API_BASE_PATH}${LOG_PATH}/public-key`,
  /** The one leaf at index `leafIndex` (0-based), as the log serves it. */
  entry: (leafIndex: number) =>
    `${API_BASE_PATH}${LOG_PATH}/entries?start=${String(leafIndex)}&end=${String(leafIndex + 1)}`,
};
