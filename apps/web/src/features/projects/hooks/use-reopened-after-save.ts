import { useState } from 'react';

/** Waiting for the version after `after` (none yet: a new project's first), or that version's form open. */
type SaveFocus = { after: string | undefined } | { version: string };

/**
 * Whether the project form opens again because of a save: a save reloads the
 * project and the form starts again from its next version (the edit page keys
 * the form on it), and a new project's first save opens its edit page. That
 * version's form, and no later one, keeps the focus on Save draft.
 *
 * `updatedAt` is the version shown; `isAfterNewSave`, that a new project's
 * first save brought the user here. Answers the flag and what to call on a save.
 */
export function useReopenedAfterSave(
  updatedAt: string | undefined,
  isAfterNewSave: boolean,
): [isReopenedAfterSave: boolean, onSave: () => void] {
  const [saveFocus, setSaveFocus] = useState<SaveFocus | null>(() =>
    isAfterNewSave ? { after: undefined } : null,
  );
  // Set while rendering the new version, so its form mounts with the flag.
  if (
    saveFocus &&
    'after' in saveFocus &&
    updatedAt !== undefined &&
    updatedAt !== saveFocus.after
  ) {
    setSaveFocus({ version: updatedAt });
  }
  const isReopened =
    saveFocus !== null && 'version' in saveFocus && saveFocus.version === updatedAt;
  return [isReopened, () => setSaveFocus({ after: updatedAt })];
}
