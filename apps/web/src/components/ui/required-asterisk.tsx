import './required-asterisk.css';

/**
 * The visible mark of a required field, placed after its label (not inside
 * it, so the field's name stays its label). Screen readers learn the field is
 * required from the input's aria-required, so the mark itself is hidden from them.
 */
export function RequiredAsterisk() {
  return (
    <span
      className="required-asterisk text-danger ms-1"
      aria-hidden="true"
      data-testid="required-mark"
    >
      *
    </span>
  );
}
