import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { MoveFlow } from '../hooks/use-move-flow';

interface MoveConfirmDialogProps {
  flow: MoveFlow;
  title: string;
  /** What the move does, in plain words: where the credits go and until when. */
  consequence: string;
  confirmLabel: string;
}

/** The question before a move is sent; while it is on its way the buttons wait. */
export function MoveConfirmDialog({
  flow,
  title,
  consequence,
  confirmLabel,
}: MoveConfirmDialogProps) {
  return (
    <ConfirmDialog
      show={flow.isConfirming}
      title={title}
      consequence={consequence}
      confirmLabel={confirmLabel}
      isPending={flow.isPending}
      onConfirm={flow.confirm}
      onCancel={flow.cancelConfirmation}
      testId="market-move-confirm"
    />
  );
}
