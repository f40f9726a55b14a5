import { z } from 'zod';
import { PermitSchema } from '@registry/contract/auth/account-type';
import {
  USER_EMAIL_MAX,
  USER_NAME_MAX,
  USER_PHONE_PATTERN,
} from '@registry/contract/users/company-user';
import type { CreateUserByCompanyRequest } from '@registry/contract/users/create-user-by-company';

/**
 * The new-user form: the contract's rules, with messages (keys of the users
 * namespace) and the flags as checkboxes.
 */
export const NewUserFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'form.errors.nameRequired')
    .max(USER_NAME_MAX, 'form.errors.nameTooLong'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'form.errors.emailRequired')
    .max(USER_EMAIL_MAX, 'form.errors.emailInvalid')
    .pipe(z.email('form.errors.emailInvalid')),
  phone: z
    .string()
    .trim()
    .min(1, 'form.errors.phoneRequired')
    .regex(USER_PHONE_PATTERN, 'form.errors.phoneInvalid'),
  permits: z.array(PermitSchema),
  isAdminAccount: z.boolean(),
  isContact: z.boolean(),
});
export type NewUserFormInput = z.input<typeof NewUserFormSchema>;
export type NewUserFormValues = z.output<typeof NewUserFormSchema>;

export const EMPTY_NEW_USER: NewUserFormInput = {
  name: '',
  email: '',
  phone: '',
  permits: [],
  isAdminAccount: false,
  isContact: false,
};

export function toCreateUserRequest(values: NewUserFormValues): CreateUserByCompanyRequest {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    permits: values.permits,
    isAdminAccount: values.isAdminAccount ? 1 : 0,
    isContact: values.isContact ? 1 : 0,
  };
}
