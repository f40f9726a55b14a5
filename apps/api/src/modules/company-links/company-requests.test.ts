import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRequests } from '../../db/schema/company-profile';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { codeOf } from '../../../test/kit/call';
import { addMember, createCompany, type TestCompany } from '../../../test/kit/companies';
import { linkCall, linkCompanies, requestLink } from '../../../test/kit/company-links';
import { logIn, sessionIn, type Session } from '../../../test/kit/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Side {
  company: TestCompany;
  session: Session;
}

/** A fresh company and its admin's session. */
async function side(): Promise<Side> {
  const company = await createCompany(t);
  return { company, session: await logIn(t, company.admin.email) };
}

const stateOf = async (id: number) => {
  const [row] = await t.database.db
    .select({ state: companyRequests.state })
    .from(companyRequests)
    .where(eq(companyRequests.id, id));
  return row?.state;
};

describe('POST .../ (add)', () => {
  it('creates a pending request to the selected company, sent whole as the search result', async () => {
    const a = await side();
    const b = await side();
    const found = await linkCall(t, 'search', {
      token: a.session.token,
      payload: { search: b.company.companyId },
    });
    const selected = found.body.companies?.[0];
    const answer = await linkCall(t, 'add', { token: a.session.token, payload: selected ?? {} });
    expect(answer.status).toBe(200);
    expect(answer.body.codeMessages[0]).toEqual({
      codeMessage: 'SUCCESS_LINK_REQUESTED',
      message: `Connection request sent to ${b.company.name}.`,
    });
    expect(answer.body.companyRequest).toEqual({
      id: expect.any(Number) as number,
      typeDocument: 'NIT - Tax Identification Number',
      documentNumber: b.company.documentNumber,
      verificationDigit: '1',
      name: b.company.name,
      companyIdString: b.company.companyId,
      companyId: b.company.id,
      state: 0,
      users: [],
    });
  });

  it('refuses the caller own company (400)', async () => {
    const a = await side();
    const answer = await linkCall(t, 'add', {
      token: a.session.token,
      payload: { id: a.company.id },
    });
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('ERROR_LINK_OWN_COMPANY');
  });

  it('refuses an unknown company (404) and a bad id (400)', async () => {
    const a = await side();
    const unknown = await linkCall(t, 'add', { token: a.session.token, payload: { id: 999_999 } });
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown)).toBe('ERROR_LINK_COMPANY_NOT_FOUND');
    const bad = await linkCall(t, 'add', { token: a.session.token, payload: { id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.codeMessages[0]).toMatchObject({
      codeMessage: 'ERROR_INVALID_FIELD',
      field: 'id',
    });
  });

  it('refuses a second request while one is pending or accepted, in either direction', async () => {
    const a = await side();
    const b = await side();
    const id = await requestLink(t, a.session, b.company);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const again = await linkCall(t, 'add', {
        token: from.session.token,
        payload: { id: to.company.id },
      });
      expect(again.status).toBe(400);
      expect(again.body.codeMessages[0]).toEqual({
        codeMessage: 'ERROR_LINK_EXISTS',
        message: `There is already a connection request between your company and ${to.company.name}.`,
      });
    }
    await linkCall(t, 'accept', { token: b.session.token, payload: { id } });
    const afterAccept = await linkCall(t, 'add', {
      token: b.session.token,
      payload: { id: a.company.id },
    });
    expect(codeOf(afterAccept)).toBe('ERROR_LINK_EXISTS');
  });

  it('names a company ending in a full stop without a second one', async () => {
    const a = await side();
    const company = await createCompany(t, { name: 'Bosques Andinos S.A.S.' });
    await requestLink(t, a.session, company);
    for (const [lng, message] of [
      ['es', 'Ya existe una solicitud de conexión entre su empresa y Bosques Andinos S.A.S.'],
      [
        'en',
        'There is already a connection request between your company and Bosques Andinos S.A.S.',
      ],
    ] as const) {
      const again = await linkCall(t, 'add', {
        token: a.session.token,
        payload: { id: company.id },
        lng,
      });
      expect(again.body.codeMessages[0]?.message).toBe(message);
    }
  });

  it('asks a rejected request again (back to pending), and lets the other side ask too', async () => {
    const a = await side();
    const b = await side();
    const id = await requestLink(t, a.session, b.company);
    await linkCall(t, 'reject', { token: b.session.token, payload: { id } });
    const again = await linkCall(t, 'add', {
      token: a.session.token,
      payload: { id: b.company.id },
    });
    expect(again.status).toBe(200);
    expect(again.body.companyRequest).toMatchObject({ id, state: 0 });
    expect(await stateOf(id)).toBe(0);

    await linkCall(t, 'reject', { token: b.session.token, payload: { id } });
    const reverse = await linkCall(t, 'add', {
      token: b.session.token,
      payload: { id: a.company.id },
    });
    expect(reverse.status).toBe(200);
    expect(reverse.body.companyRequest).toMatchObject({ companyId: a.company.id, state: 0 });
    expect(reverse.body.companyRequest?.id).not.toBe(id);
  });

  it('refuses a user who entered the company through a link (403) and a caller without session (401)', async () => {
    const a = await side();
    const b = await side();
    const c = await side();
    const id = await linkCompanies(t, a.session, b.session);
    await linkCall(t, 'addUser', {
      token: a.session.token,
      payload: { id, userId: b.company.admin.id },
    });
    const guest = await sessionIn(t, b.session, a.company.id);
    const answer = await linkCall(t, 'add', { token: guest.token, payload: { id: c.company.id } });
    expect(answer.status).toBe(403);
    expect(codeOf(answer)).toBe('ERROR_FORBIDDEN');
    const anonymous = await linkCall(t, 'add', { payload: { id: c.company.id } });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST .../companyRequestMyCompany and .../companyRequest', () => {
  it('lists sent and received requests, each describing the other company', async () => {
    const me = await side();
    const pendingTarget = await side();
    const acceptedTarget = await side();
    const sender = await side();
    const rejectedTarget = await side();
    const pendingId = await requestLink(t, me.session, pendingTarget.company);
    const acceptedId = await linkCompanies(t, me.session, acceptedTarget.session);
    const receivedId = await requestLink(t, sender.session, me.company);
    const rejectedId = await requestLink(t, me.session, rejectedTarget.company);
    await linkCall(t, 'reject', {
      token: rejectedTarget.session.token,
      payload: { id: rejectedId },
    });
    const member = await addMember(t, acceptedTarget.company, { name: 'Zoe Member' });
    await addMember(t, acceptedTarget.company, { name: 'Inactive Member', active: 0 });

    const answer = await linkCall(t, 'myCompany', { token: me.session.token });
    expect(answer.status).toBe(200);
    expect(answer.body.companyReques?.map((r) => [r.id, r.companyId, r.state])).toEqual([
      [rejectedId, rejectedTarget.company.id, 2],
      [acceptedId, acceptedTarget.company.id, 1],
      [pendingId, pendingTarget.company.id, 0],
    ]);
    const accepted = answer.body.companyReques?.find((r) => r.id === acceptedId);
    expect(accepted?.users).toEqual([
      {
        id: acceptedTarget.company.admin.id,
        name: acceptedTarget.company.admin.name,
        email: acceptedTarget.company.admin.email,
        active: 1,
        exist: 0,
      },
      { id: member.id, name: 'Zoe Member', email: member.email, active: 1, exist: 0 },
    ]);
    expect(answer.body.companyReques?.find((r) => r.id === pendingId)?.users).toEqual([]);
    expect(answer.body.companyRequestCompany).toEqual([
      {
        id: receivedId,
        typeDocument: 'NIT - Tax Identification Number',
        documentNumber: sender.company.documentNumber,
        verificationDigit: '1',
        name: sender.company.name,
        companyIdString: sender.company.companyId,
        companyId: sender.company.id,
        state: 0,
        users: [],
      },
    ]);

    // The other side sees the same request as received, describing "me", with no users.
    const theirs = await linkCall(t, 'myCompany', {
      token: acceptedTarget.session.token,
      payload: {},
    });
    expect(theirs.body.companyReques).toEqual([]);
    expect(theirs.body.companyRequestCompany).toEqual([
      expect.objectContaining({ id: acceptedId, companyId: me.company.id, state: 1, users: [] }),
    ]);
  });

  it('shows the demo connection: the owner company asked the developer company, which accepted', async () => {
    const owner = await logIn(t, 'owner@demo.example', 'Demo-Registry-2026!');
    const developer = await logIn(t, 'developer@demo.example', 'Demo-Registry-2026!');
    const sent = (await linkCall(t, 'myCompany', { token: owner.token })).body.companyReques;
    expect(sent).toEqual([
      expect.objectContaining({
        name: 'Andes Carbon Developers S.A.S.',
        companyId: developer.caller.companyId,
        state: 1,
        // The owner's admin already belongs to the developer company and to their own: not offered.
        users: [
          {
            id: developer.caller.userId,
            name: 'Camila Torres',
            email: 'developer@demo.example',
            active: 1,
            exist: 0,
          },
        ],
      }),
    ]);
    const received = (await linkCall(t, 'myCompany', { token: developer.token })).body;
    expect(received.companyRequestCompany?.map((r) => [r.name, r.state])).toEqual([
      ['Bosques del Pacífico S.A.S.', 1],
    ]);
  });

  it('answers a company with no requests with two empty lists', async () => {
    const a = await side();
    const answer = await linkCall(t, 'myCompany', { token: a.session.token });
    expect(answer.body).toMatchObject({ status: 1, companyReques: [], companyRequestCompany: [] });
  });

  it('lists a given company for itself and for a certifier; refuses others (403) and unknown ids (404)', async () => {
    const a = await side();
    const b = await side();
    const stranger = await side();
    const certifierCompany = await createCompany(t, { typeAccount: 'certifier' });
    const certifier = await logIn(t, certifierCompany.admin.email);
    const id = await requestLink(t, a.session, b.company);

    const own = await linkCall(t, 'company', {
      token: a.session.token,
      payload: { id: a.company.id },
    });
    expect(own.status).toBe(200);
    expect(own.body.companyReques?.map((r) => r.id)).toEqual([id]);

    const byCertifier = await linkCall(t, 'company', {
      token: certifier.token,
      payload: { id: b.company.id },
    });
    expect(byCertifier.status).toBe(200);
    expect(byCertifier.body.companyRequestCompany?.map((r) => [r.id, r.companyId])).toEqual([
      [id, a.company.id],
    ]);

    for (const token of [stranger.session.token, b.session.token]) {
      const refused = await linkCall(t, 'company', { token, payload: { id: a.company.id } });
      expect(refused.status).toBe(403);
      expect(codeOf(refused)).toBe('ERROR_FORBIDDEN');
    }
    const unknown = await linkCall(t, 'company', {
      token: certifier.token,
      payload: { id: 999_999 },
    });
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown)).toBe('ERROR_LINK_COMPANY_NOT_FOUND');
    expect((await linkCall(t, 'company', { token: a.session.token, payload: {} })).status).toBe(
      400,
    );
    expect((await linkCall(t, 'myCompany', {})).status).toBe(401);
  });
});

describe('POST .../acceptCompany and .../rejectedCompany', () => {
  it.each([
    ['accept', 1, 'SUCCESS_LINK_ACCEPTED', 'Your company is now connected with'],
    ['reject', 2, 'SUCCESS_LINK_REJECTED', 'You rejected the connection request of'],
  ] as const)(
    '%s: the target moves a pending request on (state %d)',
    async (action, state, code, text) => {
      const a = await side();
      const b = await side();
      const id = await requestLink(t, a.session, b.company);
      const answer = await linkCall(t, action, { token: b.session.token, payload: { id } });
      expect(answer.status).toBe(200);
      expect(answer.body.codeMessages[0]).toEqual({
        codeMessage: code,
        message: `${text} ${a.company.name}.`,
      });
      expect(answer.body.companyRequest).toMatchObject({ id, companyId: a.company.id, state });
      expect(await stateOf(id)).toBe(state);
    },
  );

  it.each(['accept', 'reject'] as const)(
    '%s: refuses the requester (403), a stranger and unknown ids (404), an answered request (400)',
    async (action) => {
      const a = await side();
      const b = await side();
      const stranger = await side();
      const id = await requestLink(t, a.session, b.company);

      const byRequester = await linkCall(t, action, { token: a.session.token, payload: { id } });
      expect(byRequester.status).toBe(403);
      expect(codeOf(byRequester)).toBe('ERROR_FORBIDDEN');
      const byStranger = await linkCall(t, action, {
        token: stranger.session.token,
        payload: { id },
      });
      expect(byStranger.status).toBe(404);
      expect(codeOf(byStranger)).toBe('ERROR_LINK_NOT_FOUND');
      const unknown = await linkCall(t, action, {
        token: b.session.token,
        payload: { id: 999_999 },
      });
      expect(unknown.status).toBe(404);
      expect(await stateOf(id)).toBe(0);

      await linkCall(t, 'accept', { token: b.session.token, payload: { id } });
      const twice = await linkCall(t, action, { token: b.session.token, payload: { id } });
      expect(twice.status).toBe(400);
      expect(codeOf(twice)).toBe('ERROR_LINK_NOT_PENDING');
      expect(await stateOf(id)).toBe(1);
    },
  );

  it('refuses to accept a rejected request', async () => {
    const a = await side();
    const b = await side();
    const id = await requestLink(t, a.session, b.company);
    await linkCall(t, 'reject', { token: b.session.token, payload: { id } });
    const answer = await linkCall(t, 'accept', { token: b.session.token, payload: { id } });
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('ERROR_LINK_NOT_PENDING');
    expect(await stateOf(id)).toBe(2);
  });
});

describe('POST .../deleteCompany', () => {
  it('lets either side delete a pending or an accepted request', async () => {
    const a = await side();
    const b = await side();
    const pending = await requestLink(t, a.session, b.company);
    const byTarget = await linkCall(t, 'delete', {
      token: b.session.token,
      payload: { id: pending },
    });
    expect(byTarget.status).toBe(200);
    expect(byTarget.body.codeMessages[0]).toEqual({
      codeMessage: 'SUCCESS_LINK_DELETED',
      message: `The connection with ${a.company.name} was deleted.`,
    });
    expect(await stateOf(pending)).toBeUndefined();

    const accepted = await linkCompanies(t, a.session, b.session);
    const byRequester = await linkCall(t, 'delete', {
      token: a.session.token,
      payload: { id: accepted },
    });
    expect(byRequester.status).toBe(200);
    expect(await stateOf(accepted)).toBeUndefined();
    const lists = await linkCall(t, 'myCompany', { token: a.session.token });
    expect(lists.body).toMatchObject({ companyReques: [], companyRequestCompany: [] });
    // The pair may connect again.
    expect(
      (await linkCall(t, 'add', { token: b.session.token, payload: { id: a.company.id } })).status,
    ).toBe(200);
  });

  it('refuses a rejected request (400), a stranger and unknown ids (404)', async () => {
    const a = await side();
    const b = await side();
    const stranger = await side();
    const id = await requestLink(t, a.session, b.company);
    const byStranger = await linkCall(t, 'delete', {
      token: stranger.session.token,
      payload: { id },
    });
    expect(byStranger.status).toBe(404);
    expect(codeOf(byStranger)).toBe('ERROR_LINK_NOT_FOUND');
    await linkCall(t, 'reject', { token: b.session.token, payload: { id } });
    for (const token of [a.session.token, b.session.token]) {
      const rejected = await linkCall(t, 'delete', { token, payload: { id } });
      expect(rejected.status).toBe(400);
      expect(codeOf(rejected)).toBe('ERROR_LINK_REJECTED');
    }
    expect(await stateOf(id)).toBe(2);
    const unknown = await linkCall(t, 'delete', {
      token: a.session.token,
      payload: { id: 999_999 },
    });
    expect(unknown.status).toBe(404);
  });

  it('answers in the caller language', async () => {
    const a = await side();
    const b = await side();
    const id = await requestLink(t, a.session, b.company);
    const answer = await linkCall(t, 'delete', {
      token: a.session.token,
      payload: { id },
      lng: 'pt',
    });
    expect(answer.body.codeMessages[0]?.message).toBe(
      `A conexão com ${b.company.name} foi excluída.`,
    );
    const missing = await linkCall(t, 'delete', {
      token: a.session.token,
      payload: { id },
      lng: 'es',
    });
    expect(missing.body.codeMessages[0]?.message).toBe(
      'Esa solicitud de conexión no existe. Vuelva a cargar la lista.',
    );
  });
});
