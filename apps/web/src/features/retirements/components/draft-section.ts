import type { DraftField, RetireDraft } from '../utils/retire-draft';
import type { ControlProps } from './form-field';

/** What each part of the retirement form gets from the form. */
export interface DraftSectionProps {
  draft: RetireDraft;
  /** Keeps a field's new value (the field's message stays until the next Continuar). */
  onChange: <K extends keyof RetireDraft>(field: K, value: RetireDraft[K]) => void;
  /** The control's id of a field. */
  idOf: (field: DraftField) => string;
  /** The field's message in the user's language, if it has one. */
  problemOf: (field: DraftField) => string | undefined;
}

/** Bootstrap's class for a control whose field has a message (after the base class). */
export const invalid = (control: Pick<ControlProps, 'aria-invalid'>): string =>
  control['aria-invalid'] ? ' is-invalid' : '';
