interface ConsentCheckProps {
  id: string;
  name: string;
  label: string;
  /** The translated message shown under the box while it is required and unchecked. */
  error: string | undefined;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
}

/** A required consent checkbox with its own error message. */
export function ConsentCheck({ id, name, label, error, isChecked, onChange }: ConsentCheckProps) {
  return (
    <div className="form-check mb-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        checked={isChecked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      <div className="invalid-feedback" id={`${id}-error`}>
        {error}
      </div>
    </div>
  );
}
