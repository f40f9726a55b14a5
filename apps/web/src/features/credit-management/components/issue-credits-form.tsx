import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuableProject } from '@registry/contract/ledger/certifier-api';
import {
  IssueCreditsRequestSchema,
  type IssueCreditsAnswer,
  type IssueCreditsRequest,
} from '@registry/contract/ledger/ledger-api';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useIssueCredits } from '../api/credit-queries';
import { failureText } from '../../../lib/ledger-call';
import { formatQuantity, KG_PER_TONNE, newIdempotencyKey } from '../utils/quantity';
import { TextField } from './text-field';

type Field = 'vintage' | 'monitoringPeriod' | 'quantity' | 'bufferSharePercent';
const FIELDS: readonly Field[] = ['vintage', 'monitoringPeriod', 'quantity', 'bufferSharePercent'];

interface IssueCreditsFormProps {
  project: IssuableProject;
  onIssued: (answer: IssueCreditsAnswer) => void;
}

/** The issuance of a certified period: the form, its check by the contract, the confirmation. */
export function IssueCreditsForm({ project, onIssued }: IssueCreditsFormProps) {
  const { t, i18n } = useTranslation('creditManagement');
  const issue = useIssueCredits();
  const [values, setValues] = useState<Record<Field, string>>({
    vintage: String(new Date().getFullYear()),
    monitoringPeriod: '',
    quantity: '',
    bufferSharePercent: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [request, setRequest] = useState<IssueCreditsRequest | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: Field) => (value: string) => setValues({ ...values, [field]: value });

  const check = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = IssueCreditsRequestSchema.safeParse({
      projectId: project.id,
      ...Object.fromEntries(
        FIELDS.map((field) => [field, values[field].trim() === '' ? NaN : Number(values[field])]),
      ),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= t(`issue.invalid.${field}`);
      }
      setProblems(found);
      return;
    }
    setProblems({});
    setRequest(parsed.data);
  };

  const confirm = async () => {
    if (!request) return;
    try {
      const answer = await issue.mutateAsync({ request, key });
      setRequest(null);
      setKey(newIdempotencyKey());
      onIssued(answer);
    } catch (error) {
      setRequest(null);
      setFailure(failureText(error, t('failed')));
    }
  };

  const bufferTonnes = request
    ? Math.floor((request.quantity * Math.round(request.bufferSharePercent * 100)) / 10_000)
    : 0;
  const format = (tonnes: number) => formatQuantity(tonnes * KG_PER_TONNE, i18n.language);

  return (
    <section aria-labelledby="issue-title" className="mb-4">
      <h2 id="issue-title" className="h4">
        {t('issue.title')}
      </h2>
      <form noValidate onSubmit={check} className="row g-2" aria-labelledby="issue-title">
        <div className="col-sm-6 col-lg-3">
          <TextField
            id="issue-vintage"
            label={t('issue.vintage')}
            type="number"
            inputMode="numeric"
            value={values.vintage}
            onChange={set('vintage')}
            error={problems.vintage}
          />
        </div>
        <div className="col-sm-6 col-lg-3">
          <TextField
            id="issue-period"
            label={t('issue.monitoringPeriod')}
            type="number"
            inputMode="numeric"
            value={values.monitoringPeriod}
            onChange={set('monitoringPeriod')}
            error={problems.monitoringPeriod}
          />
        </div>
        <div className="col-sm-6 col-lg-3">
          <TextField
            id="issue-quantity"
            label={t('issue.quantity')}
            type="number"
            inputMode="numeric"
            value={values.quantity}
            onChange={set('quantity')}
            error={problems.quantity}
          />
        </div>
        <div className="col-sm-6 col-lg-3">
          <TextField
            id="issue-buffer"
            label={t('issue.bufferShare')}
            type="number"
            inputMode="decimal"
            step="0.01"
            value={values.bufferSharePercent}
            onChange={set('bufferSharePercent')}
            error={problems.bufferSharePercent}
            help={t('issue.bufferHelp')}
          />
        </div>
        <div className="col-12">
          <button type="submit" className="btn btn-primary" disabled={issue.isPending}>
            {t('issue.review')}
          </button>
        </div>
      </form>
      {failure && (
        <div className="mt-3">
          <CodeMessagesAlert messages={[{ codeMessage: '', message: failure }]} variant="danger" />
        </div>
      )}
      <ConfirmDialog
        show={request !== null}
        title={t('issue.confirmTitle', { name: project.name })}
        consequence={
          request && (
            <dl className="row mb-0">
              <dt className="col-6">{t('issue.vintage')}</dt>
              <dd className="col-6">{request.vintage}</dd>
              <dt className="col-6">{t('issue.monitoringPeriod')}</dt>
              <dd className="col-6">{request.monitoringPeriod}</dd>
              <dt className="col-6">{t('issue.total')}</dt>
              <dd className="col-6">{format(request.quantity)}</dd>
              <dt className="col-6">{t('issue.toOwner', { owner: project.ownerCompanyName })}</dt>
              <dd className="col-6">{format(request.quantity - bufferTonnes)}</dd>
              <dt className="col-6">{t('issue.toBuffer')}</dt>
              <dd className="col-6">{format(bufferTonnes)}</dd>
            </dl>
          )
        }
        confirmLabel={t('issue.confirm')}
        isIrreversible
        isPending={issue.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setRequest(null)}
      />
    </section>
  );
}
