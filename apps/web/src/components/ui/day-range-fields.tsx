/** The ids and props the two days of a range share: marked invalid, and described by the error, when inverted. */
export function dayRangeIds(id: string, isInverted: boolean) {
  const errorId = `${id}-range-error`;
  return {
    errorId,
    inputProps: {
      'aria-invalid': isInverted || undefined,
      'aria-describedby': isInverted ? errorId : undefined,
    },
  };
}

interface DayRangeFieldsProps {
  /** The form's useId(): the fields are `${id}-from` and `${id}-to`. */
  id: string;
  from: string | undefined;
  to: string | undefined;
  labels: { from: string; to: string };
  /** The first day comes after the last: both fields are marked, and RangeError says why. */
  isInverted: boolean;
  onChange: (key: 'from' | 'to', day: string) => void;
  /** Each field's grid column. */
  columnClassName?: string;
}

/** A filter's first and last day (both included), as two date fields of a form's row. */
export function DayRangeFields({
  id,
  from,
  to,
  labels,
  isInverted,
  onChange,
  columnClassName = 'col-6 col-md-3 col-lg-2',
}: DayRangeFieldsProps) {
  const { inputProps } = dayRangeIds(id, isInverted);
  const field = (key: 'from' | 'to', value: string | undefined) => (
    <div className={columnClassName}>
      <label htmlFor={`${id}-${key}`} className="form-label">
        {labels[key]}
      </label>
      <input
        id={`${id}-${key}`}
        type="date"
        className={`form-control${isInverted ? ' is-invalid' : ''}`}
        value={value ?? ''}
        onChange={(event) => onChange(key, event.target.value)}
        {...inputProps}
      />
    </div>
  );
  return (
    <>
      {field('from', from)}
      {field('to', to)}
    </>
  );
}

/** Why an inverted range is refused, at the end of the form's row (the fields point at it). */
export function DayRangeError({ id, text }: { id: string; text: string }) {
  return (
    <div id={dayRangeIds(id, true).errorId} className="col-12 invalid-feedback d-block mt-1">
      {text}
    </div>
  );
}
