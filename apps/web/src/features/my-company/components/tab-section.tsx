import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabEditor } from '../hooks/use-tab-editor';
import type { MyCompanyTab } from '../utils/my-company-tabs';
import { SaveConfirmModal } from './save-confirm-modal';
import { TabAlertView } from './tab-alert-view';

interface TabSectionProps {
  tab: MyCompanyTab;
  editor: TabEditor;
  /** Validates and calls editor.requestSave (the Save button). */
  onSave: () => void;
  /** The confirmed save (the confirmation's Save button). */
  onConfirm: () => void;
  /** Opens the edit state (the Edit button); resets the form first. Defaults to editor.edit. */
  onEdit?: () => void;
  /** False hides the Edit button (a field only admins may change). */
  canEdit?: boolean;
  /** True while files upload: Save waits for them. */
  isBusy?: boolean;
  children: ReactNode;
}

/**
 * The frame of a My Company tab: its heading with the Edit button (view
 * state), its alert, its content as a form, Save and Cancel (edit state) and
 * the save confirmation.
 */
export function TabSection({
  tab,
  editor,
  onSave,
  onConfirm,
  onEdit,
  canEdit = true,
  isBusy = false,
  children,
}: TabSectionProps) {
  const { t } = useTranslation('myCompany');
  const headingId = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  const section = t(`nav.tabs.${tab}`);
  const alertKind = editor.alert?.kind;

  // A refused or failed save is read out and scrolled to.
  useEffect(() => {
    if (alertKind === 'missing' || alertKind === 'failure') alertRef.current?.focus();
  }, [alertKind, editor.alert]);

  return (
    <section aria-labelledby={headingId} data-testid={`my-company-${tab}`}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id={headingId} className="h4 mb-0">
          {section}
        </h2>
        {canEdit && !editor.isEditing && (
          <button type="button" className="btn btn-primary" onClick={onEdit ?? editor.edit}>
            {t('actions.edit')}
          </button>
        )}
      </div>
      <TabAlertView
        ref={alertRef}
        alert={editor.alert}
        onClose={editor.dismissAlert}
        testId={`my-company-${tab}-alert`}
      />
      <form
        noValidate
        aria-labelledby={headingId}
        aria-busy={editor.isSaving}
        onSubmit={(event) => {
          event.preventDefault();
          if (editor.isEditing && !isBusy && !editor.isSaving) onSave();
        }}
      >
        {children}
        {editor.isEditing && (
          <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
            <button
              type="submit"
              className="btn btn-success"
              disabled={isBusy || editor.isSaving}
              aria-describedby={isBusy ? `${headingId}-busy` : undefined}
            >
              {editor.isSaving ? t('actions.saving') : t('actions.save')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={editor.cancel}>
              {t('actions.cancel')}
            </button>
            {isBusy && (
              <span id={`${headingId}-busy`} className="small text-body-secondary">
                {t('actions.waitForUploads')}
              </span>
            )}
          </div>
        )}
      </form>
      <SaveConfirmModal
        show={editor.isConfirming}
        section={section}
        onCancel={editor.dismissConfirm}
        onConfirm={onConfirm}
      />
    </section>
  );
}
