import type { Language } from '@registry/contract/common/language';
import { ACCOUNT_MESSAGES } from './account-messages';
import { ADMINISTRATION_MESSAGES } from './administration-messages';
import { BILLING_MESSAGES } from './billing-messages';
import type { Catalogue } from './catalogue';
import { COMPANY_MESSAGES } from './company-messages';
import { COMPANY_LINKS_MESSAGES } from './company-links-messages';
import { COMPANY_PROFILE_MESSAGES } from './company-profile-messages';
import { FILES_MESSAGES } from './files-messages';
import { INTEGRATOR_MESSAGES } from './integrator-messages';
import { LOG_MESSAGES } from './log-messages';
import { LEDGER_MESSAGES } from './ledger-messages';
import { PASSWORD_MESSAGES } from './password-messages';
import { PUBLIC_PROJECTS_MESSAGES } from './public-projects-messages';
import { PROJECT_MESSAGES } from './project-messages';
import { PROJECT_COMMENTS_MESSAGES } from './project-comments-messages';
import { RETIREMENT_MESSAGES } from './retirement-messages';
import { SIGNATURE_MESSAGES } from './signature-messages';
import { PROJECT_FIELD_LABELS } from './field-labels';
import { USER_ADMIN_MESSAGES } from './user-admin-messages';

/**
 * Every message the API writes, in every interface language. A code here is the
 * codeMessage of the envelope; {name} placeholders are filled by translate().
 */
export const MESSAGES = {
  ...ACCOUNT_MESSAGES,
  ...ADMINISTRATION_MESSAGES,
  ...BILLING_MESSAGES,
  ...COMPANY_MESSAGES,
  ...COMPANY_LINKS_MESSAGES,
  ...INTEGRATOR_MESSAGES,
  ...COMPANY_PROFILE_MESSAGES,
  ...FILES_MESSAGES,
  ...LOG_MESSAGES,
  ...LEDGER_MESSAGES,
  ...PASSWORD_MESSAGES,
  ...PUBLIC_PROJECTS_MESSAGES,
  ...PROJECT_MESSAGES,
  ...PROJECT_COMMENTS_MESSAGES,
  ...RETIREMENT_MESSAGES,
  ...SIGNATURE_MESSAGES,
  ...USER_ADMIN_MESSAGES,
  OK: { en: 'Done.', es: 'Listo.', pt: 'Concluído.' },
  ERROR_PLATFORM: {
    en: 'The platform header is missing or unknown.',
    es: 'Falta la cabecera platform o no es válida.',
    pt: 'O cabeçalho platform está ausente ou é inválido.',
  },
  ERROR_INVALID_FIELD: {
    en: 'The field {field} is not valid: {reason}',
    es: 'El campo {field} no es válido: {reason}',
    pt: 'O campo {field} não é válido: {reason}',
  },
  ERROR_NOT_FOUND: {
    en: 'There is nothing at this address.',
    es: 'No hay nada en esta dirección.',
    pt: 'Não há nada neste endereço.',
  },
  ERROR_UNAUTHORIZED: {
    en: 'Your session is missing or has expired. Please log in again.',
    es: 'Su sesión no existe o ha caducado. Inicie sesión de nuevo.',
    pt: 'Sua sessão não existe ou expirou. Entre novamente.',
  },
  ERROR_FORBIDDEN: {
    en: 'You do not have permission to do this.',
    es: 'No tiene permiso para hacer esto.',
    pt: 'Você não tem permissão para fazer isto.',
  },
  ERROR_RATE_LIMIT: {
    en: 'Too many requests. Please wait {minutes} minute(s) and try again.',
    es: 'Demasiadas solicitudes. Espere {minutes} minuto(s) e inténtelo de nuevo.',
    pt: 'Muitas solicitações. Aguarde {minutes} minuto(s) e tente novamente.',
  },
  ERROR_INTERNAL: {
    en: 'Something went wrong on our side. Please try again; if it persists, contact support.',
    es: 'Algo falló de nuestro lado. Inténtelo de nuevo; si persiste, contacte con soporte.',
    pt: 'Algo falhou do nosso lado. Tente novamente; se persistir, contate o suporte.',
  },
  ERROR_INVALID_VALUE: {
    en: 'A value in the request cannot be stored (a character or a number out of range). Please check what you entered.',
    es: 'Un valor de la solicitud no se puede guardar (un carácter o un número fuera de rango). Revise lo que ingresó.',
    pt: 'Um valor da solicitação não pode ser guardado (um caractere ou um número fora do intervalo). Verifique o que você digitou.',
  },
  ERROR_BODY: {
    en: 'The request body could not be read.',
    es: 'No se pudo leer el cuerpo de la solicitud.',
    pt: 'Não foi possível ler o corpo da solicitação.',
  },
  ERROR_REQUEST_TIMEOUT: {
    en: 'The request did not arrive within {seconds} seconds. Check your connection and try again.',
    es: 'La solicitud no llegó en {seconds} segundos. Revise su conexión e inténtelo de nuevo.',
    pt: 'A solicitação não chegou em {seconds} segundos. Verifique sua conexão e tente novamente.',
  },
  ERROR_LOGIN: {
    en: 'The e-mail or the password is not correct.',
    es: 'El correo o la contraseña no son correctos.',
    pt: 'O e-mail ou a senha não estão corretos.',
  },
  ERROR_USER_INACTIVE: {
    en: 'This user is inactive. Ask your company administrator.',
    es: 'Este usuario está inactivo. Consulte al administrador de su empresa.',
    pt: 'Este usuário está inativo. Fale com o administrador da sua empresa.',
  },
  ERROR_REFRESH_TOKEN: {
    en: 'Your session could not be renewed. Please log in again.',
    es: 'No se pudo renovar su sesión. Inicie sesión de nuevo.',
    pt: 'Não foi possível renovar sua sessão. Entre novamente.',
  },
  ERROR_COMPANY_NOT_ALLOWED: {
    en: 'You do not belong to that company.',
    es: 'No pertenece a esa empresa.',
    pt: 'Você não pertence a essa empresa.',
  },
  SUCCESS_SUBSCRIBED: {
    en: 'Thank you! {email} is subscribed to our newsletter.',
    es: '¡Gracias! {email} quedó suscrito a nuestro boletín.',
    pt: 'Obrigado! {email} foi inscrito no nosso boletim.',
  },
  ERROR_EMAIL: {
    en: 'Write a valid e-mail address.',
    es: 'Escriba una dirección de correo válida.',
    pt: 'Escreva um endereço de e-mail válido.',
  },
  ERROR_COUNTRY_NOT_FOUND: {
    en: 'That country is not in the registry.',
    es: 'Ese país no está en el registro.',
    pt: 'Esse país não está no registro.',
  },
  ERROR_REGION_NOT_FOUND: {
    en: 'That region is not in the registry for this country.',
    es: 'Esa región no está en el registro para este país.',
    pt: 'Essa região não está no registro para este país.',
  },
  ERROR_CAPTCHA: {
    en: 'Confirm that you are not a robot (the captcha) and try again.',
    es: 'Confirme que no es un robot (el captcha) e inténtelo de nuevo.',
    pt: 'Confirme que você não é um robô (o captcha) e tente novamente.',
  },
  ERROR_NEWSLETTER_CONSENT: {
    en: 'To subscribe, accept the personal-data policy and the terms and conditions.',
    es: 'Para suscribirse, acepte la política de datos personales y los términos y condiciones.',
    pt: 'Para se inscrever, aceite a política de dados pessoais e os termos e condições.',
  },
} satisfies Catalogue;

export type MessageCode = keyof typeof MESSAGES;

/** Why a field failed validation, by zod issue code. */
export const REASONS: Catalogue = {
  required: { en: 'it is required', es: 'es obligatorio', pt: 'é obrigatório' },
  invalid_type: {
    en: 'it has the wrong type',
    es: 'tiene un tipo incorrecto',
    pt: 'tem o tipo errado',
  },
  too_small: {
    en: 'it is too short or too small',
    es: 'es demasiado corto o pequeño',
    pt: 'é curto ou pequeno demais',
  },
  too_big: {
    en: 'it is too long or too large',
    es: 'es demasiado largo o grande',
    pt: 'é longo ou grande demais',
  },
  invalid_format: {
    en: 'it has the wrong format',
    es: 'tiene un formato incorrecto',
    pt: 'tem o formato errado',
  },
  invalid_value: {
    en: 'it is not one of the allowed values',
    es: 'no es uno de los valores permitidos',
    pt: 'não é um dos valores permitidos',
  },
  unrecognized_keys: { en: 'it is not expected', es: 'no se esperaba', pt: 'não era esperado' },
  custom: { en: 'it is not valid', es: 'no es válido', pt: 'não é válido' },
  leiCheckDigits: {
    en: 'it is not an LEI: 20 letters and digits whose last two check the rest',
    es: 'no es un LEI: 20 letras y dígitos cuyos dos últimos verifican el resto',
    pt: 'não é um LEI: 20 letras e dígitos cujos dois últimos verificam o resto',
  },
  onlyForCarbonTax: {
    en: 'it is only for a carbon-tax retirement',
    es: 'solo corresponde a un retiro para el impuesto al carbono',
    pt: 'só cabe em uma aposentadoria para o imposto sobre o carbono',
  },
  marketAccount_empty: {
    en: 'write the account id the market gave your company',
    es: 'escriba el identificador de cuenta que el mercado le dio a su empresa',
    pt: 'escreva o identificador de conta que o mercado deu à sua empresa',
  },
  marketAccount_prefix: {
    en: 'it does not start as this market’s account ids do (0x for Polygon, xch1 for Chia)',
    es: 'no empieza como las cuentas de este mercado (0x en Polygon, xch1 en Chia)',
    pt: 'não começa como as contas deste mercado (0x na Polygon, xch1 na Chia)',
  },
  marketAccount_format: {
    en: 'it has characters or a shape this market’s account ids never have',
    es: 'tiene caracteres o una forma que las cuentas de este mercado nunca tienen',
    pt: 'tem caracteres ou uma forma que as contas deste mercado nunca têm',
  },
  marketAccount_length: {
    en: 'it is longer or shorter than this market’s account ids',
    es: 'es más larga o más corta que las cuentas de este mercado',
    pt: 'é mais longa ou mais curta que as contas deste mercado',
  },
  marketAccount_checksum: {
    en: 'its check digits do not match: a character was mistyped; copy it again from the market',
    es: 'sus dígitos de control no coinciden: un carácter quedó mal escrito; cópiela de nuevo desde el mercado',
    pt: 'os dígitos de controle não conferem: um caractere foi digitado errado; copie-a de novo do mercado',
  },
  marketAccount_network: {
    en: 'it belongs to a test network; the market trades on its main network',
    es: 'pertenece a una red de pruebas; el mercado opera en su red principal',
    pt: 'pertence a uma rede de testes; o mercado opera na sua rede principal',
  },
  webhookUrl: {
    en: 'it is not a full address starting with https:// (or http://), without a user name or password',
    es: 'no es una dirección completa que empiece por https:// (o http://), sin usuario ni contraseña',
    pt: 'não é um endereço completo começando com https:// (ou http://), sem usuário nem senha',
  },
  unusableCharacter: {
    en: 'it holds a control character that cannot be typed',
    es: 'contiene un carácter de control que no se puede escribir',
    pt: 'contém um caractere de controle que não pode ser digitado',
  },
};

export function translate(
  lng: Language,
  code: MessageCode,
  params: Record<string, string | number> = {},
): string {
  const template = MESSAGES[code][lng];
  // A project's message names a field by the label its form shows, never by its code name.
  const label = (key: string, value: string) =>
    key === 'field' && code.startsWith('ERROR_PROJECT_')
      ? (PROJECT_FIELD_LABELS[value]?.[lng] ?? value)
      : value;
  // A value ending in a full stop ("Bosques S.A.S.") takes the place of the template's own.
  return template.replace(/\{(\w+)\}(\.?)/g, (_, key: string, stop: string) => {
    const value = label(key, String(params[key] ?? `{${key}}`));
    return stop && value.endsWith('.') ? value : value + stop;
  });
}

export function translateReason(lng: Language, issueCode: string): string {
  const reason = REASONS[issueCode] ?? REASONS.custom;
  return reason ? reason[lng] : issueCode;
}
