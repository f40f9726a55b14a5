import { useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { COMMENT_MAX } from '@registry/contract/projects/project-comments';
import { CaptchaField, type CaptchaFieldHandle } from '../../../components/captcha/captcha-field';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { useRouteTitle } from '../../../hooks/use-route-title';
import {
  hasCode,
  outcomeOfAnswer,
  outcomeOfError,
  type Outcome,
} from '../../password/utils/outcome';
import { computeMd5 } from '../../files/utils/compute-md5';
import { FileFormError } from '../../files/utils/post-file-form';
import { errorMessage } from '../../public-projects/utils/error-message';
import { useAddComment, useProjectComments } from '../api/project-comments';
import { uploadCommentAttachment } from '../utils/upload-comment-attachment';
import { CommentAttachmentField } from './comment-attachment-field';

const CommentFormSchema = z.object({
  name: z.string().trim().min(2, { error: 'form.nameRequired' }),
  email: z.email({ error: 'form.emailInvalid' }),
  organization: z.string().trim(),
  comment: z
    .string()
    .trim()
    .min(1, { error: 'form.commentRequired' })
    .max(COMMENT_MAX, { error: 'form.commentTooLong' }),
});
type CommentFormValues = z.infer<typeof CommentFormSchema>;
type FieldName = keyof CommentFormValues;

/**
 * /project-comment/{standardId}/{projectId}, for anyone: name, e-mail (never
 * shown), organization, the comment (up to 5,000 characters), an optional
 * attachment and the captcha. On sending, the attachment is uploaded first
 * (with the captcha, progress shown, scanned by the API), then the comment
 * claims it; an attachment already uploaded is not uploaded again on a retry.
 */
export function CommentFormPage() {
  const { t } = useTranslation('projectComments');
  const title = useRouteTitle();
  const { projectId = '', standardId = '' } = useParams();
  const id = /^\d{1,9}$/.test(projectId) ? Number(projectId) : 0;
  const project = useProjectComments(id);
  // The address names the project's standard too: another standard's address is not this form.
  const isOtherStandard =
    project.isSuccess && String(project.data.project.standardId ?? '') !== standardId;
  const add = useAddComment(id);
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const [captcha, setCaptcha] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<{ file: File; route: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const formId = useId();
  const form = useForm<CommentFormValues>({
    resolver: zodResolver(CommentFormSchema),
    defaultValues: { name: '', email: '', organization: '', comment: '' },
  });
  const commentLength = useWatch({ control: form.control, name: 'comment' }).length;

  /** The attachment's route: uploaded now, or earlier for a send that failed after it. */
  const uploadAttachment = async (file: File): Promise<string> => {
    if (uploaded?.file === file) return uploaded.route;
    setProgress(0);
    const route = await uploadCommentAttachment({
      projectId: id,
      file,
      recaptchaValue: captcha,
      computeMd5,
      onProgress: setProgress,
    });
    setUploaded({ file, route });
    return route;
  };

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      // The attachment's form was handed out for the captcha: the comment claims it instead.
      const answer = await add.mutateAsync(
        attachment
          ? { ...values, attachmentRoute: await uploadAttachment(attachment) }
          : { ...values, recaptchaValue: captcha },
      );
      setOutcome(outcomeOfAnswer(answer, { success: t('form.sent'), danger: t('form.failed') }));
      form.reset();
      setAttachment(null);
      setUploaded(null);
    } catch (error) {
      setOutcome(
        outcomeOfError(
          error,
          error instanceof FileFormError ? t('form.attachmentFailed') : t('form.failed'),
        ),
      );
    } finally {
      setProgress(null);
      captchaRef.current?.reset();
      setCaptcha('');
    }
  });
  const isSending = add.isPending || progress !== null;

  if (id === 0 || !project.isSuccess || isOtherStandard) {
    return (
      <section aria-labelledby="comment-form-title">
        <PageHeader title={title} titleId="comment-form-title" />
        {id !== 0 && project.isPending ? (
          <LoadingSpinner label={t('form.loading')} />
        ) : (
          <ErrorState
            message={
              id === 0 || isOtherStandard
                ? t('form.notFound')
                : errorMessage(project.error, t('form.loadFailed'))
            }
          />
        )}
        <Link to="/project-comment">{t('form.back')}</Link>
      </section>
    );
  }
  const { project: commented } = project.data;

  const field = (name: FieldName, type: 'text' | 'email', isRequired: boolean) => {
    const error = form.formState.errors[name]?.message;
    const inputId = `${formId}-${name}`;
    return (
      <div className="mb-3 col-12 col-md-6">
        <label className="form-label" htmlFor={inputId}>
          {t(`form.${name}`)}
        </label>
        {isRequired && <RequiredAsterisk />}
        <input
          id={inputId}
          type={type}
          autoComplete={name === 'email' ? 'email' : name === 'name' ? 'name' : 'organization'}
          aria-required={isRequired || undefined}
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...form.register(name)}
        />
        <div className="invalid-feedback" id={`${inputId}-error`}>
          {error && t(error)}
        </div>
        {name === 'email' && <div className="form-text">{t('form.emailHelp')}</div>}
      </div>
    );
  };
  const commentError = form.formState.errors.comment?.message;

  return (
    <section aria-labelledby="comment-form-title">
      <PageHeader
        title={t('form.title', { name: commented.name })}
        titleId="comment-form-title"
        description={commented.code ?? undefined}
        actions={
          <Link className="btn btn-outline-secondary" to={`/project-comment-list/${commented.id}`}>
            {t('form.readComments')}
          </Link>
        }
      />
      {!commented.isOpen ? (
        <ErrorState message={t('form.closed')} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <p>{t('form.intro', { endsOn: commented.publicCommentEndsOn ?? '' })}</p>
          <div className="row">
            {field('name', 'text', true)}
            {field('email', 'email', true)}
            {field('organization', 'text', false)}
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${formId}-comment`}>
              {t('form.comment')}
            </label>
            <RequiredAsterisk />
            <textarea
              id={`${formId}-comment`}
              rows={8}
              aria-required="true"
              className={`form-control${commentError ? ' is-invalid' : ''}`}
              aria-invalid={commentError ? true : undefined}
              aria-describedby={`${formId}-comment-count${commentError ? ` ${formId}-comment-error` : ''}`}
              {...form.register('comment')}
            />
            <div className="invalid-feedback" id={`${formId}-comment-error`}>
              {commentError && t(commentError)}
            </div>
            <div className="form-text" id={`${formId}-comment-count`}>
              {t('form.count', { count: commentLength, max: COMMENT_MAX })}
            </div>
          </div>
          <CommentAttachmentField
            id={`${formId}-attachment`}
            file={attachment}
            onChange={setAttachment}
            progress={progress}
            disabled={isSending}
          />
          <div className="mb-3">
            <CaptchaField
              ref={captchaRef}
              id={`${formId}-captcha`}
              onChange={setCaptcha}
              isInvalid={hasCode(outcome, 'ERROR_CAPTCHA')}
            />
          </div>
          <button type="submit" className="btn btn-success mb-3" disabled={isSending}>
            {isSending ? t('form.sending') : t('form.send')}
          </button>
          <div aria-live="polite">
            {outcome && (
              <CodeMessagesAlert
                variant={outcome.variant}
                messages={outcome.messages}
                testId="comment-result"
              />
            )}
          </div>
        </form>
      )}
    </section>
  );
}
