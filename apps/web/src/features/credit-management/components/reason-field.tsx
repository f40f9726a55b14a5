import { RequiredAsterisk } from '../../../components/ui/required-asterisk';

interface ReasonFieldProps {
  id: string;
  label: string;
  value: string;
  /** The field's error, shown under it and announced with it. */
  problem: string | null;
  onChange: (reason: string) => void;
}

/** The required reason of a certifier's move (lock, unlock, cancel, reverse), up to 1,000 characters. */
export function ReasonField({ id, label, value, problem, onChange }: ReasonFieldProps) {
  return (
    <>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <RequiredAsterisk />
      <textarea
        id={id}
        rows={3}
        maxLength={1000}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        value={value}
        aria-required="true"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {problem}
        </div>
      )}
    </>
  );
}
