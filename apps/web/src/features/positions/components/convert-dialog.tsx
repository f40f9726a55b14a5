import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { Modal } from '../../../components/ui/modal';
import { useConvertFlow } from '../hooks/use-convert-flow';
import { ConvertConfirmDialog } from './convert-confirm-dialog';
import { ConvertTonnesField } from './convert-tonnes-field';

interface ConvertDialogProps {
  position: Position;
  onClose: () => void;
}

/** "Convert to kg" on /my-positions: how many whole tonnes of a block, then the confirmation. */
export function ConvertDialog({ position, onClose }: ConvertDialogProps) {
  const { t } = useTranslation('positions');
  const formId = useId();
  const flow = useConvertFlow(position, onClose);

  return (
    <>
      {/* Hidden behind its confirmation, shown again after a refusal. */}
      <Modal
        show={!flow.isConfirming}
        onClose={onClose}
        title={t('convertDialog.title', { serial: position.serial })}
        footer={
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('cancel')}
            </button>
            <button type="submit" form={formId} className="btn btn-primary">
              {t('continue')}
            </button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={flow.check}>
          <p>{t('convertDialog.explain')}</p>
          <ConvertTonnesField flow={flow} />
        </form>
      </Modal>
      <ConvertConfirmDialog flow={flow} />
    </>
  );
}
