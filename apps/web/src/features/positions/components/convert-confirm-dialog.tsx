import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { ConvertFlow } from '../hooks/use-convert-flow';

interface ConvertConfirmDialogProps {
  flow: ConvertFlow;
}

/** "Convert these tonnes to kg?": what becomes kg, and that it cannot be undone. */
export function ConvertConfirmDialog({ flow }: ConvertConfirmDialogProps) {
  const { t } = useTranslation('positions');
  return (
    <ConfirmDialog
      show={flow.isConfirming}
      title={t('convertDialog.confirmTitle')}
      consequence={t('convertDialog.consequence', {
        tonnes: flow.shownTonnes,
        serial: flow.position.serial,
      })}
      confirmLabel={t('convert')}
      isIrreversible
      isPending={flow.isPending}
      onConfirm={flow.confirm}
      onCancel={flow.cancelConfirmation}
    />
  );
}
