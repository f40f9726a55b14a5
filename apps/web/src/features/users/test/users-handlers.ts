import { http, HttpResponse } from 'msw';
import type { Permit } from '@registry/contract/auth/account-type';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { CompanyUser, UpdatedUserResponse } from '@registry/contract/users/company-user';
import type {
  CreateUserByCompanyRequest,
  CreateUserByCompanyResponse,
} from '@registry/contract/users/create-user-by-company';
import type {
  SearchUsersRequest,
  SearchUsersResponse,
} from '@registry/contract/users/search-users';
import type { SetUserActiveRequest } from '@registry/contract/users/set-user-active';
import type { SetUserContactRequest } from '@registry/contract/users/set-user-contact';
import type { SetUserPermitsRequest } from '@registry/contract/users/set-user-permits';
import { apiUrl } from '../../../test/msw-server';

/** The admin of makeClaims('owner', { isAdminCompany: 1 }). */
export const ADMIN: CompanyUser = {
  id: 1,
  name: 'Ana owner',
  email: 'owner@demo.example',
  phone: '3001234567',
  active: 1,
  isAdminAccount: 1,
  isContact: 1,
  permits: ['project', 'subAccounts', 'retire', 'transfer', 'exchange'],
};

export const BRUNO: CompanyUser = {
  id: 2,
  name: 'Bruno Díaz',
  email: 'bruno@forest.example',
  phone: '+57 310 555 0000',
  active: 1,
  isAdminAccount: 0,
  isContact: 0,
  permits: ['transfer', 'retire'],
};

export const CARLA: CompanyUser = {
  id: 3,
  name: 'Carla Pérez',
  email: 'carla@forest.example',
  phone: '3105550001',
  active: 0,
  isAdminAccount: 0,
  isContact: 0,
  permits: [],
};

const ok = (code: string, message: string): CodeMessage[] => [{ codeMessage: code, message }];

/**
 * An in-memory company behind the users calls, with the request bodies they
 * received (typed from the contract).
 */
export function createUsersBackend(initial: CompanyUser[] = [ADMIN, BRUNO, CARLA]) {
  const users = initial.map((user) => ({ ...user }));
  const requests = {
    search: [] as SearchUsersRequest[],
    active: [] as { id: number; body: SetUserActiveRequest }[],
    contact: [] as { id: number; body: SetUserContactRequest }[],
    permit: [] as { id: number; body: SetUserPermitsRequest }[],
    create: [] as CreateUserByCompanyRequest[],
  };

  const change = (id: number, patch: Partial<CompanyUser>, code: string, message: string) => {
    const user = users.find((u) => u.id === Number(id));
    if (!user) {
      return HttpResponse.json(
        { status: 0, codeMessages: ok('ERROR_USER_NOT_FOUND', 'There is no such user.') },
        { status: 404 },
      );
    }
    Object.assign(user, patch);
    return HttpResponse.json<UpdatedUserResponse>({
      status: 1,
      codeMessages: ok(code, message.replace('{name}', user.name)),
      user: { ...user },
    });
  };

  const handlers = [
    http.post(apiUrl('/user/search'), async ({ request }) => {
      const body = (await request.json()) as SearchUsersRequest;
      requests.search.push(body);
      const text = (body.text ?? '').toLowerCase();
      const found = users
        .filter((u) => `${u.name} ${u.email}`.toLowerCase().includes(text))
        .sort((a, b) => a.name.localeCompare(b.name));
      const page = body.page ?? 1;
      const pageSize = body.pageSize ?? 20;
      return HttpResponse.json<SearchUsersResponse>({
        status: 1,
        codeMessages: ok('OK', 'Done.'),
        users: found.slice((page - 1) * pageSize, page * pageSize),
        total: found.length,
        page,
        pageSize,
      });
    }),
    http.post<{ id: string }>(apiUrl('/user/active/:id'), async ({ request, params }) => {
      const body = (await request.json()) as SetUserActiveRequest;
      requests.active.push({ id: Number(params.id), body });
      return body.active === 1
        ? change(Number(params.id), body, 'SUCCESS_USER_ACTIVATED', '{name} can log in again.')
        : change(
            Number(params.id),
            body,
            'SUCCESS_USER_DEACTIVATED',
            '{name} can no longer log in.',
          );
    }),
    http.post<{ id: string }>(apiUrl('/user/contact/:id'), async ({ request, params }) => {
      const body = (await request.json()) as SetUserContactRequest;
      requests.contact.push({ id: Number(params.id), body });
      return change(
        Number(params.id),
        body,
        'SUCCESS_USER_UPDATED',
        'The user {name} was updated.',
      );
    }),
    http.post<{ id: string }>(apiUrl('/user/permit/:id'), async ({ request, params }) => {
      const body = (await request.json()) as SetUserPermitsRequest;
      requests.permit.push({ id: Number(params.id), body });
      return change(
        Number(params.id),
        {
          permits: body.permits,
          ...(body.isAdminAccount === undefined ? {} : { isAdminAccount: body.isAdminAccount }),
        },
        'SUCCESS_USER_UPDATED',
        'The user {name} was updated.',
      );
    }),
    http.post(apiUrl('/user/createByCompany'), async ({ request }) => {
      const body = (await request.json()) as CreateUserByCompanyRequest;
      requests.create.push(body);
      const user: CompanyUser = {
        id: users.length + 10,
        name: body.name,
        email: body.email,
        phone: body.phone,
        active: 1,
        isAdminAccount: body.isAdminAccount ?? 0,
        isContact: body.isContact ?? 0,
        permits: body.permits as Permit[],
      };
      users.push(user);
      return HttpResponse.json<CreateUserByCompanyResponse>({
        status: 1,
        codeMessages: ok(
          'SUCCESS_USER_INVITED',
          `${user.name} was added to your company. We mailed ${user.email} a link to set a password.`,
        ),
        user,
        isInvited: true,
        isMailSent: true,
      });
    }),
  ];

  return { users, requests, handlers };
}

/** An API refusal as the errors plugin answers it. */
export function refusal(status: number, codeMessage: string, message: string) {
  return HttpResponse.json({ status: 0, codeMessages: [{ codeMessage, message }] }, { status });
}
