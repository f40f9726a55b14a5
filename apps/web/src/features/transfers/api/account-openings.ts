import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_OPENINGS_PATH,
  AccountOpeningsResponseSchema,
  type AccountOpeningsFile,
} from '@registry/contract/ledger/account-openings';
import { ledgerCall } from '../../../lib/ledger-call';
import { saveBlob } from '../../../lib/download-session-file';

/** The name the browser saves the file under (the page's command names it). */
export const OPENINGS_FILE_NAME = 'account-openings.json';

/** The file's content: what verify-log --account reads (no envelope). */
async function fetchOpenings(): Promise<AccountOpeningsFile> {
  const { origin, companyId, openings, isTruncated } = await ledgerCall({
    path: ACCOUNT_OPENINGS_PATH,
    schema: AccountOpeningsResponseSchema,
  });
  return { origin, companyId, openings, ...(isTruncated ? { isTruncated } : {}) };
}

/**
 * GET .../openings (decision 028): the openings of the company's account
 * commitments, handed to the browser as a JSON file.
 */
export function useDownloadOpenings() {
  return useMutation({
    mutationFn: async () => {
      const file = await fetchOpenings();
      saveBlob(
        OPENINGS_FILE_NAME,
        new Blob([JSON.stringify(file, null, 2)], { type: 'application/json;charset=utf-8' }),
      );
    },
  });
}
