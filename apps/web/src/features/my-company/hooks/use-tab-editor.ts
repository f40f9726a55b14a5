import { useCallback, useState } from 'react';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { MissingItem } from '../utils/missing-items';
import { failureMessages, type FailureMessages } from '../utils/save-failure';

/** What a tab's alert says: what a save lacks, why it failed, or that it worked. */
export type TabAlert =
  | { kind: 'missing'; items: MissingItem[] }
  | { kind: 'failure'; messages: CodeMessage[] }
  | { kind: 'success'; messages: CodeMessage[] };

interface TabEditorOptions {
  /** Cancel reloads the data (spec section 4). */
  onCancel: () => void;
  /** The text of a failure that brought no messages. */
  fallbackFailure: string;
  /** Which of a failure's messages to show (spec section 8). */
  failureMessages: FailureMessages;
}

/**
 * The view and edit states of a My Company tab and its save flow (spec section
 * 4): Edit opens the form; Cancel reloads and returns to view; Save validates,
 * asks for confirmation, then calls. A saved tab returns to view; a failed
 * save stays in edit with everything typed, and says why.
 */
export function useTabEditor({
  onCancel,
  fallbackFailure,
  failureMessages: which,
}: TabEditorOptions) {
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [alert, setAlert] = useState<TabAlert | null>(null);

  const edit = useCallback(() => {
    setAlert(null);
    setIsEditing(true);
  }, []);

  const cancel = useCallback(() => {
    setAlert(null);
    setIsEditing(false);
    onCancel();
  }, [onCancel]);

  /** The validation's verdict: list what is missing, or ask to confirm. */
  const requestSave = useCallback((missing: MissingItem[]) => {
    if (missing.length > 0) {
      setAlert({ kind: 'missing', items: missing });
      return;
    }
    setAlert(null);
    setIsConfirming(true);
  }, []);

  const dismissConfirm = useCallback(() => setIsConfirming(false), []);
  const dismissAlert = useCallback(() => setAlert(null), []);

  /** The confirmed save: runs the call and moves to view, or shows why it failed. */
  const save = useCallback(
    async (call: () => Promise<{ codeMessages: CodeMessage[] }>) => {
      setIsConfirming(false);
      setIsSaving(true);
      try {
        const answer = await call();
        setIsEditing(false);
        setAlert(
          answer.codeMessages.length ? { kind: 'success', messages: answer.codeMessages } : null,
        );
      } catch (error) {
        setAlert({ kind: 'failure', messages: failureMessages(error, fallbackFailure, which) });
      } finally {
        setIsSaving(false);
      }
    },
    [fallbackFailure, which],
  );

  return {
    isEditing,
    isConfirming,
    isSaving,
    alert,
    edit,
    cancel,
    requestSave,
    dismissConfirm,
    dismissAlert,
    save,
  };
}

export type TabEditor = ReturnType<typeof useTabEditor>;
