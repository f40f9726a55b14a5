/**
 * The footer of a dialog holding a form: Back, and the form's submit button
 * with a spinner while the call is on its way (both disabled meanwhile).
 */
export function FormDialogFooter({
  formId,
  backLabel,
  submitLabel,
  onBack,
  isPending,
  isSubmitDisabled = isPending,
  isDanger = false,
}: {
  /** The id of the form the submit button sends. */
  formId: string;
  backLabel: string;
  submitLabel: string;
  onBack: () => void;
  isPending: boolean;
  /** Disabled for other reasons too (an upload under way); while pending by default. */
  isSubmitDisabled?: boolean;
  /** A red submit button for a harmful step (refuse, void, reject). */
  isDanger?: boolean;
}) {
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={onBack}
        disabled={isPending}
      >
        {backLabel}
      </button>
      <button
        type="submit"
        form={formId}
        className={`btn ${isDanger ? 'btn-danger' : 'btn-primary'}`}
        disabled={isSubmitDisabled}
        aria-busy={isPending || undefined}
      >
        {isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {submitLabel}
      </button>
    </>
  );
}
