import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_PATH } from '@registry/contract/billing/billing-api';
import {
  InvoiceResponseSchema,
  type InvoiceAction,
} from '@registry/contract/billing/invoice-payments';
import { DownloadUrlResponseSchema } from '@registry/contract/files/download';
import type { UploadedFile } from '@registry/contract/files/upload';
import { API_BASE_PATH, apiCall } from '../../../lib/api-client';
import { downloadSessionFile } from '../../../lib/download-session-file';
import { ledgerCall } from '../../../lib/ledger-call';
import { openInNewWindow } from '../../files/utils/open-in-new-window';
import { BILLING_KEY } from './billing-queries';

/** POST /api/billing/invoices/{id}/proof: the company's proof of its transfer. */
export function useSendProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, file }: { invoiceId: number; file: UploadedFile }) =>
      ledgerCall({
        path: `${BILLING_PATH}/invoices/${invoiceId}/proof`,
        method: 'POST',
        body: { file },
        schema: InvoiceResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}

/** POST /api/billing/invoices/{id}/review: the certifier confirms, refuses or voids. */
export function useReviewInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      invoiceId,
      action,
      reason,
    }: {
      invoiceId: number;
      action: InvoiceAction;
      reason: string;
    }) =>
      ledgerCall({
        path: `${BILLING_PATH}/invoices/${invoiceId}/review`,
        method: 'POST',
        body: { action, reason },
        schema: InvoiceResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}

/** The invoice's PDF, in the interface language, saved as {number}.pdf. */
export const downloadInvoicePdf = (invoice: { id: number; number: string }) =>
  downloadSessionFile(
    `${API_BASE_PATH}${BILLING_PATH}/invoices/${invoice.id}/pdf`,
    `${invoice.number}.pdf`,
  );

/** The proof of payment, opened through its short-lived link (GET /api/platform/file/url/{id}). */
export async function openProof(fileId: number): Promise<void> {
  const answer = await apiCall({
    path: `/platform/file/url/${fileId}`,
    schema: DownloadUrlResponseSchema,
  });
  if (answer.url) openInNewWindow(answer.url);
}
