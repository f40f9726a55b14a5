import { useTranslation } from 'react-i18next';
import { MAX_OBSERVATION, MAX_PUBLIC_NOTE } from '@registry/contract/retirements/retirements-api';
import { invalid, type DraftSectionProps } from './draft-section';
import { FormField } from './form-field';
import { RadioGroupField } from './radio-group-field';

/**
 * Public or private, the public note with its count, and the observation (not
 * public). The texts are not cut at their limit: a longer one says so on
 * Continuar and keeps what was written.
 */
export function VisibilityFields({ draft, onChange, idOf, problemOf }: DraftSectionProps) {
  const { t, i18n } = useTranslation('retirements');
  const numbers = new Intl.NumberFormat(i18n.language);
  const count = (text: string, max: number) => {
    const length = text.trim().length;
    return (
      <span className={length > max ? 'text-danger fw-semibold' : undefined}>
        {t('form.count', { length: numbers.format(length), max: numbers.format(max) })}
      </span>
    );
  };
  return (
    <>
      <RadioGroupField<'public' | 'private'>
        id={idOf('visibility')}
        name={idOf('visibility')}
        legend={t('form.visibility')}
        options={[
          { value: 'public', label: t('form.public') },
          { value: 'private', label: t('form.private') },
        ]}
        value={draft.visibility}
        onChange={(visibility) => onChange('visibility', visibility)}
        isRequired
        help={t('form.visibilityHelp')}
        problem={problemOf('visibility')}
      />
      <FormField
        id={idOf('publicNote')}
        label={t('form.publicNote')}
        help={
          <>
            {t('form.publicNoteHelp')} {count(draft.publicNote, MAX_PUBLIC_NOTE)}
          </>
        }
        problem={problemOf('publicNote')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            className={`form-control${invalid(control)}`}
            value={draft.publicNote}
            onChange={(event) => onChange('publicNote', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={idOf('observation')}
        label={t('form.observation')}
        help={
          <>
            {t('form.observationHelp')} {count(draft.observation, MAX_OBSERVATION)}
          </>
        }
        problem={problemOf('observation')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={`form-control${invalid(control)}`}
            value={draft.observation}
            onChange={(event) => onChange('observation', event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
