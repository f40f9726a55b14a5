import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/accounts';
import {
  convert,
  freshIssuance,
  subAccountAction,
  openLedgerScene,
  transfer,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { createCompany, addMember } from '../../../test/kit/companies';
import { logIn } from '../../../test/kit/session';
import { mailsTo, sentMailsTo } from '../../../test/outbox';
import { creditsReceivedMail } from './credits-received-mail';

describe('the mail to the company that receives credits', () => {
  let s: LedgerScene;
  let traderEmail: string;
  let ownerName: string;
  let ownerEmail: string;

  beforeAll(async () => {
    s = await openLedgerScene();
    const companyOf = async (id: number) => {
      const [row] = await s.t.database.db.select().from(companies).where(eq(companies.id, id));
      if (!row) throw new Error(`no company ${id}`);
      return row;
    };
    traderEmail = (await companyOf(s.traderCompanyId)).email;
    ownerName = (await companyOf(s.ownerCompanyId)).name;
    ownerEmail = (await companyOf(s.ownerCompanyId)).email;
    // The receiving company's admin chose English.
    await logIn(s.t, 'trader@demo.example', undefined, 'en');
  }, 60_000);

  afterAll(async () => {
    await s.t.close();
  });

  it('goes out once per transfer, even when the request is retried with its key', async () => {
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 10);
    const before = mailsTo(s.t, traderEmail).length;
    const key = randomUUID();
    const payload = { serialId, quantity: 2, isKg: false, companyId: s.traderCompanyId };
    const first = await transfer(s.t, s.owner.token, payload, key);
    const again = await transfer(s.t, s.owner.token, payload, key);
    expect([first.status, again.status]).toEqual([200, 200]);
    const mails = (await sentMailsTo(s.t, traderEmail)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      `${ownerName} transferred 2 t of carbon credits to your company`,
    );
    expect(mails[0]?.body).toContain('/my-positions');
  });

  it('is not sent for a refused transfer', async () => {
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 10);
    const before = mailsTo(s.t, traderEmail).length;
    const tooMuch = await transfer(s.t, s.owner.token, {
      serialId,
      quantity: 11,
      isKg: false,
      companyId: s.traderCompanyId,
    });
    expect(tooMuch.status).toBe(400);
    expect(await sentMailsTo(s.t, traderEmail)).toHaveLength(before);
  });

  it("goes out in the language the receiver's admin last chose, not the sender's", async () => {
    const receiver = await createCompany(s.t, { name: 'Receptora Ltda.' });
    await logIn(s.t, receiver.admin.email, undefined, 'pt');
    // A plain member choosing later does not outweigh the admin.
    await logIn(s.t, (await addMember(s.t, receiver)).email, undefined, 'es');
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 10);
    const payload = { serialId, quantity: 3, isKg: false, companyId: receiver.id };
    expect((await transfer(s.t, s.owner.token, payload)).status).toBe(200);
    const [mail] = await sentMailsTo(s.t, receiver.email);
    expect(mail?.subject).toBe(
      `${ownerName} transferiu 3 t de créditos de carbono para sua empresa`,
    );
    expect(mail?.body).toContain('Você os encontrará nas suas posições');
  });

  it("tells kg moved in kg, and mails no one for a move between the sender's own accounts", async () => {
    const receiver = await createCompany(s.t);
    await logIn(s.t, receiver.admin.email, undefined, 'en');
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 10);
    const kg = await convert(s.t, s.owner.token, { serialId, quantity: 2 });
    const kgSerialId = kg.body.serialId ?? 0;
    const inKg = { serialId: kgSerialId, quantity: 1500, isKg: true, companyId: receiver.id };
    expect((await transfer(s.t, s.owner.token, inKg)).status).toBe(200);
    const [mail] = await sentMailsTo(s.t, receiver.email);
    expect(mail?.subject).toBe(
      `${ownerName} transferred 1,500 kg of carbon credits to your company`,
    );

    const ownerMails = mailsTo(s.t, ownerEmail).length;
    const created = await subAccountAction(s.t, s.owner.token, 'create', { name: 'Propia' });
    const own = { serialId, quantity: 1, isKg: false, companyId: s.ownerCompanyId };
    const moved = await transfer(s.t, s.owner.token, {
      ...own,
      subAccountId: created.body.subAccount?.id ?? 0,
    });
    expect(moved.status).toBe(200);
    expect(await sentMailsTo(s.t, ownerEmail)).toHaveLength(ownerMails);
  });

  it('goes out in Spanish to a company none of whose members has chosen a language', async () => {
    const receiver = await createCompany(s.t);
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 10);
    const payload = { serialId, quantity: 1, isKg: false, companyId: receiver.id };
    expect((await transfer(s.t, s.owner.token, payload)).status).toBe(200);
    const [mail] = await sentMailsTo(s.t, receiver.email);
    expect(mail?.subject).toBe(`${ownerName} transfirió 1 t de créditos de carbono a su empresa`);
  });

  it('tells kg sent in kg, and leaves out a code the project does not have yet', () => {
    const mail = creditsReceivedMail(
      { lng: 'en', publicUrl: 'https://registry.example' },
      {
        to: 'receiver@example.com',
        inKg: true,
        received: {
          movementId: 1,
          projectId: 1,
          name: 'Bosque',
          code: null,
          quantityKg: 1500,
          tonnes: 1.5,
          sender: 'Emisor S.A.S.',
        },
      },
    );
    expect(mail.to).toBe('receiver@example.com');
    expect(mail.text).toContain('Emisor S.A.S. transferred 1,500 kg of carbon credits');
    expect(mail.text).toContain('of the project  "Bosque"');
  });
});
