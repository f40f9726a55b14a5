import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhone } from '@registry/contract/auth/register';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { TermsKind } from '@registry/contract/platform/list-terms-conditions';
import { CaptchaField, type CaptchaFieldHandle } from '../../../components/captcha/captcha-field';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { ApiError } from '../../../lib/api-client';
import { useCountries } from '../api/countries';
import { useRegister } from '../api/register';
import { useStandards } from '../api/standards';
import { useTypeAccounts } from '../api/type-accounts';
import { useDocumentTypes } from '../hooks/use-document-types';
import {
  buildRegisterFormSchema,
  REGISTER_DEFAULTS,
  toRegisterPayload,
  type RegisterFormValues,
  type RegisterRules,
} from '../utils/register-form-schema';
import { DocumentTypeBlock } from './document-type-block';
import { ConsentField, SelectField, TextField } from './form-fields';
import { LocationSelects } from './location-selects';
import { TermsTextLink } from './terms-text-link';
import { TermsTextModal } from './terms-text-modal';

type Outcome = { variant: 'success' | 'danger'; messages: CodeMessage[] } | null;

/**
 * The registration form (spec sections 2 to 5 and 8): the registration
 * payload's fields, both consents and the captcha. The server's answer shows
 * as a success or danger alert; a success clears the form back to its defaults.
 */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const typeAccounts = useTypeAccounts();
  const standards = useStandards();
  const countries = useCountries();
  const registration = useRegister();
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const [captcha, setCaptcha] = useState('');
  const [isCaptchaMissing, setIsCaptchaMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [clearSignal, setClearSignal] = useState(0);
  const [shownText, setShownText] = useState<TermsKind | null>(null);

  // The rules follow the selected country and document type; the resolver reads them when it runs.
  const rulesRef = useRef<RegisterRules>({ needsVerificationDigit: false, formatCellPhone: '' });
  const [resolver] = useState(() => {
    const resolve: Resolver<RegisterFormValues> = (values, context, options) =>
      (zodResolver(buildRegisterFormSchema(rulesRef.current)) as Resolver<RegisterFormValues>)(
        values,
        context,
        options,
      );
    return resolve;
  });
  const methods = useForm<RegisterFormValues>({ resolver, defaultValues: REGISTER_DEFAULTS });
  const { control, handleSubmit, reset, formState } = methods;
  const [country, typeDocument, typeAccount, standardId] = useWatch({
    control,
    name: ['country', 'typeDocument', 'typeAccount', 'standardId'],
  });
  const countryId = country === '' ? null : Number(country);
  const selectedCountry = countries.data?.find((item) => item.id === countryId);
  const documentTypes = useDocumentTypes(countryId);
  const needsVerificationDigit =
    documentTypes?.find((type) => String(type.id) === typeDocument)?.isVerificationDigit ?? false;
  const formatCellPhone = selectedCountry?.formatCellPhone ?? '';
  useEffect(() => {
    rulesRef.current = { needsVerificationDigit, formatCellPhone };
  });

  const submit = async (values: RegisterFormValues) => {
    setOutcome(null);
    if (!captcha) {
      setIsCaptchaMissing(true);
      setOutcome({
        variant: 'danger',
        messages: [{ codeMessage: 'ERROR_CAPTCHA', message: t('mistakes.ERROR_CAPTCHA') }],
      });
      return;
    }
    setIsCaptchaMissing(false);
    const payload = toRegisterPayload(values, { needsVerificationDigit, recaptchaValue: captcha });
    try {
      const answer = await registration.mutateAsync(payload);
      if (answer.status === 1) {
        reset(REGISTER_DEFAULTS);
        setClearSignal((n) => n + 1);
      }
      setOutcome({
        variant: answer.status === 1 ? 'success' : 'danger',
        messages: answer.codeMessages,
      });
    } catch (error) {
      const messages = error instanceof ApiError ? error.codeMessages : [];
      setOutcome({
        variant: 'danger',
        messages: messages.length
          ? messages
          : [{ codeMessage: 'ERROR_REGISTER', message: t('formRegister.error') }],
      });
    } finally {
      // The challenge was spent by this attempt, whatever its outcome.
      captchaRef.current?.reset();
    }
  };

  const selectedType = typeAccounts.data?.find((item) => item.code === typeAccount);
  const selectedStandard = standards.data?.find((item) => String(item.id) === standardId);
  const loading = <option value="">{t('formRegister.loadingOptions')}</option>;
  return (
    <FormProvider {...methods}>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        aria-busy={formState.isSubmitting}
      >
        <p className="small text-body-secondary" data-testid="required-note">
          {t('formRegister.requiredNote')}
        </p>
        <div className="row">
          <div className="col-md-6">
            <SelectField
              name="typeAccount"
              id="register-type-account"
              label={t('formRegister.typeAccount')}
              help={selectedType?.alternativeText}
            >
              {!typeAccounts.data && loading}
              {typeAccounts.data?.map((item) => (
                <option key={item.id} value={item.code}>
                  {item.description}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-md-6">
            <SelectField
              name="standardId"
              id="register-standard"
              label={t('formRegister.standard')}
              help={selectedStandard?.otherDescription}
            >
              {!standards.data && loading}
              {standards.data?.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.description}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        <TextField
          name="name"
          id="register-name"
          label={t('formRegister.name')}
          autoComplete="organization"
        />
        <LocationSelects countries={countries.data} />
        <DocumentTypeBlock
          types={documentTypes}
          country={country}
          formatDocumentNumber={selectedCountry?.formatDocumentNumber ?? ''}
          needsVerificationDigit={needsVerificationDigit}
          clearSignal={clearSignal}
        />
        <TextField
          name="address"
          id="register-address"
          label={t('formRegister.address')}
          autoComplete="street-address"
        />
        <TextField
          name="contactName"
          id="register-contact-name"
          label={t('formRegister.contactName')}
          autoComplete="name"
        />
        <TextField
          name="email"
          id="register-email"
          type="email"
          label={t('formRegister.email')}
          autoComplete="email"
          help={t('formRegister.emailHelp')}
        />
        <div className="row">
          <div className="col-5 col-md-3">
            <TextField
              name="phoneCode"
              id="register-phone-code"
              type="tel"
              label={t('formRegister.phoneCode')}
              autoComplete="tel-country-code"
              maxLength={4}
              placeholder="+57"
            />
          </div>
          <div className="col-7 col-md-9">
            <TextField
              name="phone"
              id="register-phone"
              type="tel"
              inputMode="tel"
              label={t('formRegister.phone')}
              autoComplete="tel-national"
              placeholder={formatCellPhone || undefined}
              help={
                formatCellPhone
                  ? t('formRegister.phoneHelp', { format: formatCellPhone })
                  : undefined
              }
              format={(value) => (formatCellPhone ? formatPhone(value, formatCellPhone) : value)}
            />
          </div>
        </div>
        <ConsentField
          name="isAuthorized"
          id="register-personal-data"
          label={t('formRegister.personalData')}
          textLink={
            <TermsTextLink onOpen={() => setShownText('habeas')}>
              {t('formRegister.readPersonalData')}
            </TermsTextLink>
          }
        />
        <ConsentField
          name="form"
          id="register-terms"
          label={t('formRegister.termsConditions')}
          textLink={
            <TermsTextLink onOpen={() => setShownText('terms')}>
              {t('formRegister.readTermsConditions')}
            </TermsTextLink>
          }
        />
        <TermsTextModal kind={shownText} onClose={() => setShownText(null)} />
        <div className="my-3">
          <CaptchaField
            ref={captchaRef}
            id="register-captcha"
            onChange={setCaptcha}
            isInvalid={isCaptchaMissing}
          />
        </div>
        <div aria-live="polite" className="mb-3">
          {outcome && (
            <CodeMessagesAlert
              variant={outcome.variant}
              messages={outcome.messages}
              testId="register-result"
            />
          )}
        </div>
        <button type="submit" className="btn btn-success w-100" disabled={formState.isSubmitting}>
          {formState.isSubmitting && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {formState.isSubmitting ? t('formRegister.submitting') : t('formRegister.submit')}
        </button>
        <p className="small mt-3 mb-0">
          {t('formRegister.haveAccount')} <Link to="/login">{t('formRegister.login')}</Link>
        </p>
      </form>
    </FormProvider>
  );
}
