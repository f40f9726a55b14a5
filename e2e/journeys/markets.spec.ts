import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { issueToOwner } from '../support/ledger';
import { text } from '../support/locales';
import { findRow } from '../support/tables';

const m = (key: string, values: Record<string, string> = {}) => text('es', 'markets', key, values);
const POLYGON = { market: 'Polygon' };

/** The demo's Polygon address of owner@'s company (EIP-55's own test vector). */
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** A second EIP-55 test vector: another account, refused while credits are on Polygon. */
const OTHER_ADDRESS = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

/** The address the Chia documentation gives for puzzle hash 0b8622…553e. */
const CHIA = 'xch1pwrzyy35qxk0rz76jl0648fvt6ql905vwd7zs0scjqant5sf25lql4hz3z';

/** A move's row in the history: its serial, its direction, and the state the market left it in. */
const moveRow = (page: Page, serial: string, direction: 'in' | 'out') =>
  page
    .getByRole('table', { name: m('trading.moves.caption', POLYGON) })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: serial, exact: true }) })
    .filter({ hasText: m(`trading.moves.directions.${direction}`) });

/** Confirms the question a move asks before it is sent, and waits for the toast that it went. */
async function confirmMove(page: Page, title: string, confirm: string, toast: string) {
  const question = page.getByRole('dialog', { name: title });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: confirm }).click();
  await expect(page.getByText(toast)).toBeVisible();
}

/** The sandbox market answers after a moment; the screen asks again while a move is pending. */
async function expectConfirmed(row: Locator) {
  await expect(row).toContainText(m('trading.moves.states.confirmed'), { timeout: 30_000 });
}

test('an owner links a Polygon address, moves 10 t onto Polygon and brings them back', async ({
  page,
  login,
  navigate,
}) => {
  test.setTimeout(180_000);
  const block = await issueToOwner(10);
  await login('owner@demo.example');

  // Another account is refused while the company's credits are on Polygon
  // under this one (the demo moved some there): they would be out of reach.
  await navigate('/register-polygon');
  const accountId = page.getByLabel(m('form.accountId', POLYGON));
  await accountId.fill(OTHER_ADDRESS);
  await page.getByRole('button', { name: m('form.submitChange') }).click();
  await expect(page.getByText(/Su empresa aún tiene créditos en Polygon/)).toBeVisible();

  // Its own address, typed in lowercase, is kept checksummed.
  await accountId.fill(ADDRESS.toLowerCase());
  await page.getByRole('button', { name: m('form.submitChange') }).click();
  await expect(page.getByText(m('form.saved', POLYGON))).toBeVisible();
  await expect(page.getByRole('main')).toContainText(ADDRESS);

  await navigate('/trading-polygon');
  await expect(page.getByRole('main')).toContainText(ADDRESS);
  await page
    .getByRole('button', { name: m('trading.moveIn.open') })
    .first()
    .click();
  const moveIn = page.getByRole('dialog', { name: m('trading.moveIn.title', POLYGON) });
  await expect(moveIn).toBeVisible();
  const blocks = moveIn.getByLabel(m('trading.moveIn.position'));
  const option = blocks.locator('option').filter({ hasText: block.serial });
  await blocks.selectOption((await option.getAttribute('value')) ?? '');
  await moveIn.getByLabel(m('trading.quantity', { unit: 't', max: '10' })).fill('10');
  await expectAccessible(page);
  await moveIn.getByRole('button', { name: m('trading.continue') }).click();
  await confirmMove(
    page,
    m('trading.moveIn.confirmTitle', POLYGON),
    m('trading.moveIn.confirm'),
    m('trading.moveIn.requested', POLYGON),
  );
  await expectConfirmed(moveRow(page, block.serial, 'in'));

  // On Polygon now: its holding can be moved out, all 10 t of it.
  const holdingsCaption = m('trading.holdings.caption', POLYGON);
  const holding = await findRow(
    page,
    holdingsCaption,
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: block.serial }) }),
  );
  await holding
    .getByRole('button', { name: m('trading.holdings.moveOutOf', { serial: block.serial }) })
    .click();
  const moveOut = page.getByRole('dialog', {
    name: m('trading.moveOut.title', { ...POLYGON, serial: block.serial }),
  });
  await expect(moveOut).toBeVisible();
  await moveOut.getByLabel(m('trading.quantity', { unit: 't', max: '10' })).fill('11');
  await moveOut.getByRole('button', { name: m('trading.continue') }).click();
  await expect(moveOut).toContainText(m('trading.quantityInvalid', { unit: 't', max: '10' }));
  await moveOut.getByLabel(m('trading.quantity', { unit: 't', max: '10' })).fill('10');
  await moveOut.getByRole('button', { name: m('trading.continue') }).click();
  await confirmMove(
    page,
    m('trading.moveOut.confirmTitle', POLYGON),
    m('trading.moveOut.confirm'),
    m('trading.moveOut.requested', POLYGON),
  );
  await expectConfirmed(moveRow(page, block.serial, 'out'));
  await expect(
    page
      .getByRole('table', { name: holdingsCaption })
      .getByRole('rowheader', { name: block.serial }),
  ).toHaveCount(0);
  await expectAccessible(page);

  // Back in the owner's positions, whole.
  await navigate('/my-positions');
  await findRow(
    page,
    text('es', 'positions', 'caption'),
    page.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: block.serial, exact: true }),
    }),
  );
});

test('a wrong Chia address is named before it is sent', async ({ page, login, navigate }) => {
  await login('owner@demo.example');
  await navigate('/register-trading-chia');
  const field = page.getByLabel(m('form.accountId', { market: 'Chia' }));
  // A testnet address: the registry's Chia is mainnet.
  await field.fill(`t${CHIA}`);
  await page.getByRole('button', { name: m('form.submitChange') }).click();
  await expect(page.getByRole('main')).toContainText(m('reasons.network'));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  // One character mistyped in a mainnet address: its checksum fails.
  await field.fill(`${CHIA.slice(0, -1)}a`);
  await page.getByRole('button', { name: m('form.submitChange') }).click();
  await expect(page.getByRole('main')).toContainText(m('reasons.checksum'));
});
