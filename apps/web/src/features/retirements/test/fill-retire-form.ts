import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

interface Beneficiary {
  name?: string;
  /** Identifies the beneficiary by this LEI instead of a document. */
  lei?: string;
  purpose?: string;
  isPrivate?: boolean;
  note?: string;
}

/** Fills the English form with a valid retirement for Fundación Mar Azul (a Colombian NIT). */
export async function fillRetireForm(
  user: UserEvent,
  {
    name = 'Fundación Mar Azul',
    lei,
    purpose = 'Voluntary corporate target',
    isPrivate = false,
    note = '',
  }: Beneficiary = {},
) {
  await user.type(await screen.findByLabelText('Beneficiary’s name'), name);
  await user.selectOptions(screen.getByLabelText('Beneficiary’s country'), 'Colombia');
  if (lei) {
    await user.click(screen.getByLabelText('LEI (Legal Entity Identifier)'));
    await user.type(screen.getByLabelText('LEI'), lei);
  } else {
    await user.selectOptions(
      await screen.findByLabelText('Document type'),
      await screen.findByRole('option', { name: 'NIT' }),
    );
    await user.type(screen.getByLabelText('Document number'), '900123456');
  }
  await user.selectOptions(screen.getByLabelText('Purpose of the retirement'), purpose);
  await user.type(screen.getByLabelText('Using entity'), 'Compensa Retail S.A.S.');
  await user.click(
    screen.getByLabelText(
      isPrivate
        ? 'Private: the public certificate hides the beneficiary'
        : 'Public: the certificate names the beneficiary',
    ),
  );
  if (note) await user.type(screen.getByLabelText('Public note'), note);
}
