import '../../files/test/filepond-jsdom';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import type { MyCompany } from '@registry/contract/company/my-company';
import { logIn, makeClaims } from '../../../test/tokens';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { sessionHandlers } from '../../session/test/session-handlers';
import {
  createMyCompanyBackend,
  emptyCompany,
  refusal,
  storedDocument,
} from '../test/my-company-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

type User = ReturnType<typeof userEvent.setup>;

function openDueDiligence(company: MyCompany = emptyCompany()) {
  const backend = createMyCompanyBackend({ company });
  server.use(...backend.handlers);
  logIn(makeClaims('owner'));
  const view = renderApp({ path: '/my-company?tab=dueDiligence' });
  return { ...backend, ...view, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const tab = async () => within(await screen.findByTestId('my-company-dueDiligence'));
const addRow = (legend: string) => within(screen.getByRole('group', { name: legend }));
const ceoTable = () => within(screen.getByRole('table', { name: /Chief executives/ }));
const rowNames = (table: ReturnType<typeof ceoTable>) =>
  table.queryAllByRole('rowheader').map((cell) => cell.textContent);

async function addPerson(user: User, legend: string, name: string, number: string) {
  const row = addRow(legend);
  await user.type(row.getByRole('textbox', { name: /Full name/ }), name);
  await user.type(row.getByRole('textbox', { name: /Document number/ }), number);
  await user.click(row.getByRole('button', { name: 'Add' }));
}

async function edit(user: User) {
  await user.click((await tab()).getByRole('button', { name: 'Edit' }));
  expect(screen.getByRole('textbox', { name: /Tax identification number/ })).toHaveFocus();
  // The add rows select the company's country and its first document type.
  await waitFor(() =>
    expect(
      addRow('Add a chief executive').getByRole('combobox', { name: /Document type/ }),
    ).toHaveValue('11'),
  );
}

const readyCompany = emptyCompany({
  companiesDocuments: [storedDocument(51, 4, 'chamber.pdf'), storedDocument(52, 5, 'fs-2025.pdf')],
});

describe('My Company, due diligence', () => {
  it('shows the tax id, the documents, empty lists, an incomplete survey and the declaration unchecked', async () => {
    openDueDiligence();
    const dueDiligence = await tab();
    expect(
      dueDiligence.getByText('Tax identification number', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Not provided yet');
    expect(
      dueDiligence.getByRole('group', { name: 'Certificate of incorporation (required)' }),
    ).toBeInTheDocument();
    expect(
      dueDiligence.getByRole('group', { name: 'Other supporting documents' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('people-ceos')).getByText('No chief executive added yet.'),
    ).toBeInTheDocument();
    expect(
      dueDiligence.getByRole('button', { name: 'Due-diligence survey Incomplete' }),
    ).toBeInTheDocument();
    const origin = dueDiligence.getByRole('checkbox', {
      name: 'I accept the declaration of origin of income (required)',
    });
    expect(origin).not.toBeChecked();
    expect(origin).toBeDisabled();
    expect(dueDiligence.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('lists every missing item of the save rules in order, and sends nothing', async () => {
    const { user, requests } = openDueDiligence();
    await edit(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('my-company-dueDiligence-alert');
    expect(alert).toHaveTextContent('You must complete all the fields.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Tax identification number',
      'The document "Certificate of incorporation"',
      'The document "Financial statements"',
      'Acceptance of the declaration of origin of income',
      'At least one chief executive',
      'At least one shareholder',
      'An answer to every question of the survey',
    ]);
    expect(screen.getByRole('textbox', { name: /Tax identification number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(requests.dueDiligence).toEqual([]);
  });

  it('adds a chief executive only with every field, clears the row, and silently refuses a duplicate', async () => {
    const { user } = openDueDiligence();
    await edit(user);
    const row = addRow('Add a chief executive');
    await user.click(row.getByRole('button', { name: 'Add' }));
    expect(row.getByText(/Write the full name, choose the country/)).toBeInTheDocument();
    expect(row.getByRole('textbox', { name: /Full name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(row.getByRole('combobox', { name: /Country/ })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('table', { name: /Chief executives/ })).not.toBeInTheDocument();

    await addPerson(user, 'Add a chief executive', 'María Gómez', '79.123.456');
    expect(rowNames(ceoTable())).toEqual(['María Gómez']);
    const [first] = ceoTable().getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('María GómezColombiaNIT791.234.56');
    expect(row.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(row.getByRole('textbox', { name: /Document number/ })).toHaveValue('');
    expect(row.queryByText(/Write the full name/)).not.toBeInTheDocument();

    // Same document type and number: refused without a word, and the row keeps what was typed.
    await addPerson(user, 'Add a chief executive', 'Otra María', '79123456');
    expect(rowNames(ceoTable())).toEqual(['María Gómez']);
    expect(row.getByRole('textbox', { name: /Full name/ })).toHaveValue('Otra María');
    expect(screen.queryByTestId('my-company-dueDiligence-alert')).not.toBeInTheDocument();

    // Another document type with the same number is another person.
    await user.selectOptions(row.getByRole('combobox', { name: /Document type/ }), '12');
    await user.click(row.getByRole('button', { name: 'Add' }));
    expect(rowNames(ceoTable())).toEqual(['María Gómez', 'Otra María']);

    // The shareholders are another list: the same person can be in both.
    await addPerson(user, 'Add a shareholder', 'María Gómez', '79123456');
    expect(
      within(screen.getByRole('table', { name: /Shareholders/ })).getAllByRole('rowheader'),
    ).toHaveLength(1);

    await user.click(ceoTable().getByRole('button', { name: 'Remove María Gómez' }));
    expect(rowNames(ceoTable())).toEqual(['Otra María']);
  });

  it('offers the document types of the country chosen in the add row', async () => {
    const { user } = openDueDiligence();
    await edit(user);
    const row = addRow('Add a shareholder');
    await user.selectOptions(row.getByRole('combobox', { name: /Country/ }), 'Brazil');
    await waitFor(() =>
      expect(
        within(row.getByRole('combobox', { name: /Document type/ }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['CPF', 'Passport']),
    );
    await addPerson(user, 'Add a shareholder', 'João Silva', '123.456.789-09');
    expect(
      within(screen.getByRole('table', { name: /Shareholders/ })).getAllByRole('row')[1],
    ).toHaveTextContent('João SilvaBrazilCPF123.456.789.09');
  });

  it('marks the survey complete once every question has yes or no', async () => {
    const { user } = openDueDiligence();
    await edit(user);
    await user.click(screen.getByRole('button', { name: 'Due-diligence survey Incomplete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Due-diligence survey' }));
    expect(dialog.getByText('0 of 2 questions answered.')).toBeInTheDocument();
    const first = dialog.getByRole('group', { name: /politically exposed/ });
    await user.click(within(first).getByRole('radio', { name: 'No' }));
    await user.type(within(first).getByRole('textbox', { name: 'Explanation' }), 'None of them.');
    expect(dialog.getByText('1 of 2 questions answered.')).toBeInTheDocument();
    const second = dialog.getByRole('group', { name: /anti-money-laundering/ });
    await user.type(within(second).getByRole('textbox', { name: 'Explanation' }), 'SAGRILAFT');
    expect(dialog.getByText('1 of 2 questions answered.')).toBeInTheDocument();
    await user.click(within(second).getByRole('radio', { name: 'Yes' }));
    expect(dialog.getByText('2 of 2 questions answered.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByRole('button', { name: 'Due-diligence survey Completed' }),
    ).toBeInTheDocument();
  });

  it('ticks the origin of income only when the declaration is accepted', async () => {
    const { user } = openDueDiligence();
    await edit(user);
    const origin = screen.getByRole('checkbox', { name: /declaration of origin of income/ });
    expect(origin).toHaveAccessibleDescription('Opens the declaration, to accept or reject it.');
    await user.click(origin);
    let dialog = await screen.findByRole('dialog', { name: 'Declaration of origin of income' });
    expect(dialog).toHaveTextContent('On behalf of Bosques del Pacífico S.A.S., I declare that:');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(origin).toBeChecked());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(origin);
    dialog = await screen.findByRole('dialog', { name: 'Declaration of origin of income' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(origin).not.toBeChecked());
  });

  async function completeTab(user: User) {
    await edit(user);
    await user.type(
      screen.getByRole('textbox', { name: /Tax identification number/ }),
      ' 900123456-7 ',
    );
    await addPerson(user, 'Add a chief executive', 'María Gómez', '79123456');
    await addPerson(user, 'Add a shareholder', 'Inversiones Verdes S.A.S.', '800.555.111');
    await user.click(screen.getByRole('button', { name: /Due-diligence survey/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Due-diligence survey' }));
    for (const radio of dialog.getAllByRole('radio', { name: 'No' })) await user.click(radio);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: /declaration of origin of income/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Save the changes to Due diligence?' }),
      ).getByRole('button', { name: 'Yes, save' }),
    );
  }

  it('saves a complete tab and shows it in view; the error icon goes away', async () => {
    const { user, requests } = openDueDiligence(readyCompany);
    await completeTab(user);
    await waitFor(() => expect(requests.dueDiligence).toHaveLength(1));
    expect(requests.dueDiligence[0]).toEqual({
      taxIdNumber: '900123456-7',
      originIncome: true,
      filesDueDiligence: [],
      ceo: [
        {
          name: 'María Gómez',
          countryId: 1,
          typeDocumentId: 11,
          documentNumber: '79123456',
          verificationDigit: '',
        },
      ],
      shareholders: [
        {
          name: 'Inversiones Verdes S.A.S.',
          countryId: 1,
          typeDocumentId: 11,
          documentNumber: '800555111',
          verificationDigit: '',
        },
      ],
      surveyAnswers: [
        { id: 1, selection: false, response: '' },
        { id: 2, selection: false, response: '' },
      ],
    });
    expect(await screen.findByTestId('my-company-dueDiligence-alert')).toHaveTextContent(
      'The due diligence was saved.',
    );
    const dueDiligence = await tab();
    expect(dueDiligence.getByRole('checkbox', { name: /origin of income/ })).toBeChecked();
    expect(
      dueDiligence.getByRole('button', { name: 'Due-diligence survey Completed' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Sections of my company' })).getByRole(
          'link',
          { name: 'Due diligence' },
        ),
      ).toBeInTheDocument(),
    );
  });

  it('shows only the first message of a refused save and keeps everything entered', async () => {
    const { user } = openDueDiligence(readyCompany);
    server.use(
      http.post(apiUrl('/company/update-due-diligence-my-company'), () =>
        refusal(
          400,
          ['ERROR_PERSON_TYPE_DOCUMENT', 'The document type of María Gómez does not exist.'],
          ['ERROR_SURVEY_INCOMPLETE', 'Answer every question.'],
        ),
      ),
    );
    await completeTab(user);
    const alert = await screen.findByTestId('my-company-dueDiligence-alert');
    expect(alert).toHaveClass('alert-danger');
    expect(alert).toHaveTextContent('The document type of María Gómez does not exist.');
    expect(alert).not.toHaveTextContent('Answer every question.');
    expect(rowNames(ceoTable())).toEqual(['María Gómez']);
    expect(screen.getByRole('textbox', { name: /Tax identification number/ })).toHaveValue(
      ' 900123456-7 ',
    );
    expect(screen.getByRole('checkbox', { name: /origin of income/ })).toBeChecked();
  });

  it("shows a shareholder's NIT grouped with its verification digit, as the read-only view does", async () => {
    openDueDiligence(
      emptyCompany({
        shareholders: [
          {
            countryId: 1,
            country: 'Colombia',
            typeDocumentId: 11,
            typeDocument: 'NIT',
            documentNumber: '901123456',
            name: 'Inversiones Pacífico Holding S.A.S.',
            verificationDigit: '3',
          },
        ],
      }),
    );
    const shareholders = within(await (await tab()).findByRole('table', { name: /Shareholders/ }));
    const row = shareholders
      .getByRole('rowheader', { name: 'Inversiones Pacífico Holding S.A.S.' })
      .closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Colombia', 'NIT', '901.123.456-3']);
  });

  it('shows the stored answers read-only in the view state', async () => {
    const { user } = openDueDiligence(
      emptyCompany({ surveyDueDiligence: [{ id: 1, selection: true, response: 'Our CFO.' }] }),
    );
    await user.click(
      (await tab()).getByRole('button', { name: 'Due-diligence survey Incomplete' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Due-diligence survey' }));
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
    const first = dialog.getByRole('group', { name: /politically exposed/ });
    expect(first).toHaveTextContent('AnswerYesExplanationOur CFO.');
    expect(dialog.getByRole('group', { name: /anti-money-laundering/ })).toHaveTextContent(
      'AnswerNot answered',
    );
  });
});
