import { lazy, Suspense, useState } from 'react';
import type { TermsKind } from '@registry/contract/platform/list-terms-conditions';

/** The dialog and its rich-text renderer load when a text is first asked for: the footer is on every first page. */
const TermsTextModal = lazy(() =>
  import('../../auth/components/terms-text-modal').then((module) => ({
    default: module.TermsTextModal,
  })),
);

interface LazyTermsTextModalProps {
  kind: TermsKind | null;
  onClose: () => void;
}

/** The auth feature's text dialog, fetched on first use and then kept mounted (its closing transition, focus return). */
export function LazyTermsTextModal({ kind, onClose }: LazyTermsTextModalProps) {
  const [hasOpened, setHasOpened] = useState(false);
  if (kind !== null && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <TermsTextModal kind={kind} onClose={onClose} />
    </Suspense>
  );
}
