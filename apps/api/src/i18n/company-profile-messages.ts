import type { Catalogue } from './catalogue';

/** Messages of the My Company and the read-only company view. */
export const COMPANY_PROFILE_MESSAGES = {
  youMustCompleteAllFields: {
    en: 'You must complete all the fields: {fields}.',
    es: 'Debe completar todos los campos: {fields}.',
    pt: 'Você deve preencher todos os campos: {fields}.',
  },
  ERROR_COMPANY_NOT_FOUND: {
    en: 'That company is not in the registry.',
    es: 'Esa empresa no está en el registro.',
    pt: 'Essa empresa não está no registro.',
  },
  ERROR_BILLING_CONTACT_NAME_REQUIRED: {
    en: 'Write the name of the billing contact.',
    es: 'Escriba el nombre del contacto de facturación.',
    pt: 'Escreva o nome do contato de faturamento.',
  },
  ERROR_BILLING_EMAIL_REQUIRED: {
    en: 'Write the billing e-mail address.',
    es: 'Escriba el correo de facturación.',
    pt: 'Escreva o e-mail de faturamento.',
  },
  ERROR_BILLING_EMAIL_INVALID: {
    en: 'The billing e-mail "{email}" is not a valid address.',
    es: 'El correo de facturación "{email}" no es una dirección válida.',
    pt: 'O e-mail de faturamento "{email}" não é um endereço válido.',
  },
  ERROR_DOCUMENT_REQUIRED: {
    en: 'Upload the document "{document}".',
    es: 'Suba el documento "{document}".',
    pt: 'Envie o documento "{document}".',
  },
  ERROR_DOCUMENT_SINGLE_FILE: {
    en: 'Only one file can be uploaded for "{document}".',
    es: 'Para "{document}" solo se puede subir un archivo.',
    pt: 'Para "{document}" só é possível enviar um arquivo.',
  },
  ERROR_DOCUMENT_TYPE_NOT_ALLOWED: {
    en: 'That document type cannot be uploaded on this tab.',
    es: 'Ese tipo de documento no se puede subir en esta pestaña.',
    pt: 'Esse tipo de documento não pode ser enviado nesta aba.',
  },
  ERROR_TAX_ID_REQUIRED: {
    en: 'Write the tax identification number.',
    es: 'Escriba el número de identificación tributaria.',
    pt: 'Escreva o número de identificação fiscal.',
  },
  ERROR_ORIGIN_INCOME_NOT_ACCEPTED: {
    en: 'Accept the declaration of origin of income.',
    es: 'Acepte la declaración de origen de ingresos.',
    pt: 'Aceite a declaração de origem dos recursos.',
  },
  ERROR_CEO_REQUIRED: {
    en: 'Add at least one chief executive.',
    es: 'Agregue al menos un representante legal o directivo.',
    pt: 'Adicione pelo menos um diretor executivo.',
  },
  ERROR_SHAREHOLDER_REQUIRED: {
    en: 'Add at least one shareholder.',
    es: 'Agregue al menos un accionista.',
    pt: 'Adicione pelo menos um acionista.',
  },
  ERROR_PERSON_DUPLICATE: {
    en: '{name} is listed twice with the same document type and number.',
    es: '{name} aparece dos veces con el mismo tipo y número de documento.',
    pt: '{name} aparece duas vezes com o mesmo tipo e número de documento.',
  },
  ERROR_PERSON_COUNTRY: {
    en: 'The country of {name} is not in the registry.',
    es: 'El país de {name} no está en el registro.',
    pt: 'O país de {name} não está no registro.',
  },
  ERROR_PERSON_TYPE_DOCUMENT: {
    en: 'The document type of {name} does not exist for its country.',
    es: 'El tipo de documento de {name} no existe para su país.',
    pt: 'O tipo de documento de {name} não existe para o seu país.',
  },
  ERROR_SURVEY_INCOMPLETE: {
    en: 'Answer every question of the survey ({answered} of {total} answered).',
    es: 'Responda todas las preguntas de la encuesta ({answered} de {total} respondidas).',
    pt: 'Responda todas as perguntas do questionário ({answered} de {total} respondidas).',
  },
  ERROR_SURVEY_NOT_FOUND: {
    en: 'An answer was sent for a question that is not in the survey.',
    es: 'Se envió una respuesta a una pregunta que no está en la encuesta.',
    pt: 'Foi enviada uma resposta a uma pergunta que não está no questionário.',
  },
  SUCCESS_COMPANY_UPDATED: {
    en: 'The company information was saved.',
    es: 'Se guardó la información de la empresa.',
    pt: 'As informações da empresa foram salvas.',
  },
  SUCCESS_BILLING_UPDATED: {
    en: 'The billing information was saved.',
    es: 'Se guardó la información de facturación.',
    pt: 'As informações de faturamento foram salvas.',
  },
  SUCCESS_DUE_DILIGENCE_UPDATED: {
    en: 'The due diligence information was saved.',
    es: 'Se guardó la información de debida diligencia.',
    pt: 'As informações de diligência prévia foram salvas.',
  },
  SUCCESS_PASSWORD_EXPIRATION_UPDATED: {
    en: 'Passwords of this company now expire every {days} days.',
    es: 'Las contraseñas de esta empresa ahora vencen cada {days} días.',
    pt: 'As senhas desta empresa agora expiram a cada {days} dias.',
  },
  SUCCESS_API_TOKEN_REGENERATED: {
    en: 'The company has a new API token. The old one no longer works.',
    es: 'La empresa tiene un nuevo token de API. El anterior ya no funciona.',
    pt: 'A empresa tem um novo token de API. O anterior não funciona mais.',
  },
  FIELD_ADDRESS: { en: 'address', es: 'dirección', pt: 'endereço' },
  FIELD_CONTACT_NAME: {
    en: 'administration contact name',
    es: 'nombre del contacto administrativo',
    pt: 'nome do contato administrativo',
  },
  FIELD_PHONE: { en: 'phone', es: 'teléfono', pt: 'telefone' },
} satisfies Catalogue;
