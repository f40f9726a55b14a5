import type { ReactNode } from 'react';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';

/**
 * A required group of checkboxes (scopes, events): each choice with its
 * label and a line of help, and the problem under the group.
 */
export function ChoiceFieldset<T extends string>({
  id,
  legend,
  choices,
  chosen,
  onToggle,
  labelOf,
  helpOf,
  problem,
}: {
  id: string;
  legend: string;
  choices: readonly T[];
  chosen: readonly T[];
  onToggle: (choice: T) => void;
  labelOf: (choice: T) => ReactNode;
  helpOf: (choice: T) => string;
  problem: string | undefined;
}) {
  return (
    <fieldset aria-describedby={problem ? `${id}-error` : undefined}>
      <legend className="form-label fs-6">
        {legend}
        <RequiredAsterisk />
      </legend>
      {choices.map((choice) => (
        <div className="form-check" key={choice}>
          <input
            id={`${id}-${choice}`}
            type="checkbox"
            className={`form-check-input${problem ? ' is-invalid' : ''}`}
            checked={chosen.includes(choice)}
            onChange={() => onToggle(choice)}
          />
          <label className="form-check-label" htmlFor={`${id}-${choice}`}>
            {labelOf(choice)}
            <small className="d-block text-body-secondary">{helpOf(choice)}</small>
          </label>
        </div>
      ))}
      {problem && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {problem}
        </div>
      )}
    </fieldset>
  );
}
