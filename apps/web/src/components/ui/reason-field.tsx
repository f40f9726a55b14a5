import { RequiredAsterisk } from './required-asterisk';

/**
 * The reason a reviewer gives (a company's rejection, a refused proof): a
 * textarea with its label, required or not, a characters counter, the
 * problem under it, and a line saying who is told.
 */
export function ReasonField({
  id,
  label,
  value,
  onChange,
  max,
  isRequired,
  problem,
  countText,
  toldText,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  isRequired: boolean;
  /** What is wrong with it, shown under it; null when nothing is. */
  problem: string | null;
  /** "12 of 500 characters", in the screen's words. */
  countText: string;
  /** Who reads the reason; left out when no one is told. */
  toldText?: string;
}) {
  return (
    <>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {isRequired && <RequiredAsterisk />}
      <textarea
        id={id}
        rows={3}
        maxLength={max}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        value={value}
        aria-required={isRequired || undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-count${problem ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={`${id}-count`} className="form-text">
        {countText}
      </div>
      {problem && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {problem}
        </div>
      )}
      {toldText && <p className="form-text mb-0">{toldText}</p>}
    </>
  );
}
