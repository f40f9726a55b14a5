import { beforeEach, describe, expect, it } from 'vitest';
import type { within } from '@testing-library/react';
import { screen, waitFor } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { authHandlers } from '../test/auth-handlers';
import { renderRegister } from '../test/render-register';

const server = setupMswServer();

let sent: Record<string, unknown>[] = [];
beforeEach(() => {
  sent = [];
  server.use(...authHandlers);
});

function answerRegistration(answer: object, init?: ResponseInit) {
  server.use(
    http.post(apiUrl('/user'), async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ codeMessages: [], ...answer }, init);
    }),
  );
}

async function fillValidForm(
  user: ReturnType<typeof userEvent.setup>,
  form: ReturnType<typeof within>,
) {
  await user.type(form.getByLabelText('Company name'), '  Reforesta S.A.S. ');
  await user.type(form.getByLabelText('Document number'), '900123456');
  await user.type(form.getByLabelText('Check digit'), '7');
  await user.type(form.getByLabelText('Address'), 'Calle 93 # 11-26');
  await user.type(form.getByLabelText('Contact name'), 'Paula Méndez');
  await user.type(form.getByLabelText('E-mail'), 'paula@reforesta.example');
  await user.type(form.getByLabelText('Mobile phone'), '3105550199');
  await tickConsents(user, form);
}

/** The user's own consent: both boxes start unticked (decision 021). */
async function tickConsents(
  user: ReturnType<typeof userEvent.setup>,
  form: ReturnType<typeof within>,
) {
  await user.click(form.getByLabelText('I authorize the processing of my personal data'));
  await user.click(form.getByLabelText('I accept the terms and conditions'));
}

describe('registration page: defaults', () => {
  it('starts with owner, standard 1, the first country, region, city and document type, and both consents unticked', async () => {
    const { form } = await renderRegister();
    expect(form.getByLabelText('Account type')).toHaveValue('owner');
    expect(form.getByLabelText('Standard')).toHaveValue('1');
    expect(form.getByLabelText('Country')).toHaveValue('1');
    expect(form.getByLabelText('Region')).toHaveValue('11');
    expect(form.getByLabelText('City')).toHaveValue('111');
    expect(form.getByLabelText('Document type')).toHaveValue('2');
    expect(form.getByLabelText('Check digit')).toBeInTheDocument();
    expect(form.getByLabelText('Phone code')).toHaveValue('+57');
    expect(form.getByLabelText('I authorize the processing of my personal data')).not.toBeChecked();
    expect(form.getByLabelText('I accept the terms and conditions')).not.toBeChecked();
  });

  it('loads the regions and cities of a new country and selects their first items', async () => {
    const { user, form } = await renderRegister();
    await user.selectOptions(form.getByLabelText('Region'), '12');
    await waitFor(() => expect(form.getByLabelText('City')).toHaveValue('121'));
    await user.selectOptions(form.getByLabelText('Country'), '2');
    await waitFor(() => expect(form.getByLabelText('Region')).toHaveValue('21'));
    await waitFor(() => expect(form.getByLabelText('City')).toHaveValue('211'));
    expect(form.getByLabelText('Phone code')).toHaveValue('+55');
  });
});

describe('registration page: help badges', () => {
  it('puts the account-type and standard help behind help badges, reached by keyboard', async () => {
    const { user, form } = await renderRegister();
    const typeHelp = form.getByRole('button', { name: 'Help: Account type' });
    expect(typeHelp).toHaveClass('help-badge');
    expect(typeHelp).toHaveAccessibleDescription('Owns projects');
    expect(form.getByLabelText('Account type')).toHaveAccessibleDescription('Owns projects');
    await user.selectOptions(form.getByLabelText('Account type'), 'developer');
    expect(typeHelp).toHaveAccessibleDescription('Develops');

    const standardHelp = form.getByRole('button', { name: 'Help: Standard' });
    expect(standardHelp).toHaveAccessibleDescription('One');
    form.getByLabelText('Standard').focus();
    await user.tab({ shift: true });
    expect(standardHelp).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('One');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

describe('registration page: document-type block', () => {
  it('shows the check digit only for a document type that has one', async () => {
    const { user, form } = await renderRegister();
    await user.type(form.getByLabelText('Check digit'), '7');
    await user.selectOptions(form.getByLabelText('Document type'), '3');
    expect(form.queryByLabelText('Check digit')).toBeNull();
    await user.selectOptions(form.getByLabelText('Document type'), '2');
    expect(form.getByLabelText('Check digit')).toHaveValue('');
  });

  it("keeps letters and digits of the number, grouped in threes by the country's pattern, at most 20", async () => {
    const { user, form } = await renderRegister();
    const number = form.getByLabelText('Document number');
    expect(number).toHaveAttribute('placeholder', '###.###.###.###');
    await user.type(number, '90-01 23/45ab');
    expect(number).toHaveValue('900.123.45a.b');
    await user.clear(number);
    await user.type(number, '1234567890123456789012345');
    expect(number).toHaveValue('123.456.789.012.345.678.90');
    const digit = form.getByLabelText('Check digit');
    await user.type(digit, '1-2x3456');
    expect(digit).toHaveValue('12x34');
  });

  it('reloads the types of a new country, selects the first and clears the number', async () => {
    const { user, form } = await renderRegister();
    await user.type(form.getByLabelText('Document number'), '900123');
    await user.selectOptions(form.getByLabelText('Country'), '2');
    await waitFor(() => expect(form.getByLabelText('Document type')).toHaveValue('5'));
    expect(form.getByLabelText('Document number')).toHaveValue('');
    expect(form.queryByLabelText('Check digit')).toBeNull();
    expect(form.getByRole('option', { name: 'CNPJ' })).toBeInTheDocument();
  });

  it('falls back to document type 1 when the country has no types', async () => {
    server.use(
      http.get(apiUrl('/platform/typeDocument/2/actives'), () =>
        HttpResponse.json({ status: 1, codeMessages: [], typesDocuments: [] }),
      ),
    );
    answerRegistration({ status: 1 });
    const { user, form } = await renderRegister();
    await user.selectOptions(form.getByLabelText('Country'), '2');
    await waitFor(() => expect(form.queryByRole('option', { name: 'NIT' })).toBeNull());
    await fillBrazil(user, form);
    await user.click(form.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ country: 2, typeDocument: 1, verificationDigit: '' });
  });

  it('updates nothing when the types answer is not status 1', async () => {
    server.use(
      http.get(apiUrl('/platform/typeDocument/2/actives'), () =>
        HttpResponse.json({ status: 0, codeMessages: [], typesDocuments: [] }),
      ),
    );
    const { user, form } = await renderRegister();
    await user.selectOptions(form.getByLabelText('Country'), '2');
    await waitFor(() => expect(form.getByLabelText('Region')).toHaveValue('21'));
    expect(form.getByRole('option', { name: 'NIT' })).toBeInTheDocument();
    expect(form.getByLabelText('Document type')).toHaveValue('2');
  });

  it('says why the document fields are invalid, not only in red (decision 022)', async () => {
    const { user, form } = await renderRegister();
    await user.click(form.getByRole('button', { name: 'Register' }));
    const number = form.getByLabelText('Document number');
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(number).toHaveAccessibleDescription('This field is required.');
    expect(form.getByLabelText('Check digit')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Check digit')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(form.getByLabelText('Company name')).toHaveAccessibleDescription(
      'This field is required.',
    );
  });
});

describe('registration page: validation', () => {
  it('requires every field and both consents, each consent with its own message', async () => {
    answerRegistration({ status: 1 });
    const { user, form } = await renderRegister();
    await user.clear(form.getByLabelText('Phone code'));
    await user.type(form.getByLabelText('Company name'), '   ');
    await user.click(form.getByRole('button', { name: 'Register' }));
    for (const label of [
      'Company name',
      'Address',
      'Contact name',
      'E-mail',
      'Phone code',
      'Mobile phone',
    ]) {
      expect(form.getByLabelText(label), label).toHaveAccessibleDescription(
        expect.stringContaining('This field is required.'),
      );
    }
    expect(
      form.getByText('Authorize the processing of your personal data to register.'),
    ).toBeInTheDocument();
    expect(form.getByText('Accept the terms and conditions to register.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("checks the phone code and the country's phone format", async () => {
    answerRegistration({ status: 1 });
    const { user, form } = await renderRegister();
    await fillValidForm(user, form);
    await user.clear(form.getByLabelText('Phone code'));
    await user.type(form.getByLabelText('Phone code'), '57');
    await user.clear(form.getByLabelText('Mobile phone'));
    await user.type(form.getByLabelText('Mobile phone'), '31055');
    expect(form.getByLabelText('Mobile phone')).toHaveValue('310 55');
    await user.click(form.getByRole('button', { name: 'Register' }));
    expect(form.getByLabelText('Phone code')).toHaveAccessibleDescription(
      'Write + and one to three digits, for example +57.',
    );
    expect(form.getByLabelText('Mobile phone')).toHaveAccessibleDescription(
      expect.stringContaining('Write the number in the format of the country.'),
    );
    expect(sent).toEqual([]);
  });
});

describe('registration page: sending', () => {
  it('sends the payload of the spec, shows the success and resets the form to its defaults', async () => {
    answerRegistration({
      status: 1,
      codeMessages: [{ codeMessage: 'SUCCESS_REGISTER', message: 'Check your e-mail.' }],
    });
    const { user, form } = await renderRegister();
    await user.selectOptions(form.getByLabelText('Account type'), 'developer');
    await user.selectOptions(form.getByLabelText('Standard'), '2');
    await fillValidForm(user, form);
    await user.click(form.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      address: 'Calle 93 # 11-26',
      city: 111,
      region: 11,
      country: 1,
      documentNumber: '900123456',
      verificationDigit: '7',
      contactName: 'Paula Méndez',
      email: 'paula@reforesta.example',
      form: true,
      isAuthorized: true,
      name: 'Reforesta S.A.S.',
      phone: '310 555 0199',
      phoneCode: '+57',
      recaptchaValue: 'captcha-not-required',
      typeAccount: 'developer',
      typeDocument: 2,
      standardId: 2,
    });
    expect(await form.findByTestId('register-result')).toHaveClass('alert-success');
    expect(form.getByTestId('register-result')).toHaveTextContent('Check your e-mail.');
    await waitFor(() => expect(form.getByLabelText('Company name')).toHaveValue(''));
    expect(form.getByLabelText('Account type')).toHaveValue('owner');
    expect(form.getByLabelText('Standard')).toHaveValue('1');
    expect(form.getByLabelText('Document type')).toHaveValue('1');
    expect(form.getByLabelText('Document number')).toHaveValue('');
    expect(form.getByLabelText('E-mail')).toHaveValue('');
    expect(form.getByLabelText('I authorize the processing of my personal data')).not.toBeChecked();
    expect(form.getByLabelText('I accept the terms and conditions')).not.toBeChecked();
    await waitFor(() => expect(form.getByLabelText('City')).toHaveValue('111'));
  });

  it("shows the server's refusal as a danger alert and keeps what was typed", async () => {
    answerRegistration(
      {
        status: 0,
        codeMessages: [
          { codeMessage: 'ERROR_EMAIL_REGISTERED', message: 'That e-mail has an account.' },
        ],
      },
      { status: 409 },
    );
    const { user, form } = await renderRegister();
    await fillValidForm(user, form);
    await user.click(form.getByRole('button', { name: 'Register' }));
    const result = await form.findByTestId('register-result');
    expect(result).toHaveClass('alert-danger');
    expect(result).toHaveTextContent('That e-mail has an account.');
    expect(form.getByLabelText('Company name')).toHaveValue('  Reforesta S.A.S. ');
  });
});

/** The required text fields for Brazil (no check digit, its own phone format). */
async function fillBrazil(
  user: ReturnType<typeof userEvent.setup>,
  form: ReturnType<typeof within>,
) {
  await user.type(form.getByLabelText('Company name'), 'Floresta Ltda.');
  await user.type(form.getByLabelText('Document number'), 'AB1234');
  await user.type(form.getByLabelText('Address'), 'Rua 1');
  await user.type(form.getByLabelText('Contact name'), 'João');
  await user.type(form.getByLabelText('E-mail'), 'joao@floresta.example');
  await user.type(form.getByLabelText('Mobile phone'), '11987654321');
  await tickConsents(user, form);
}
