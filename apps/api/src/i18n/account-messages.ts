import type { Catalogue } from './catalogue';

/** Messages of registration, login (lockout, expiry), terms. */
export const ACCOUNT_MESSAGES = {
  ERROR_LOGIN_LOCKED: {
    en: 'Too many failed logins: this account is locked for a while.',
    es: 'Demasiados intentos fallidos: esta cuenta está bloqueada por un tiempo.',
    pt: 'Muitas tentativas sem sucesso: esta conta está bloqueada por um tempo.',
  },
  INFO_PASSWORD_EXPIRATION: {
    en: 'Your password has expired. Choose a new one to continue.',
    es: 'Su contraseña ha caducado. Elija una nueva para continuar.',
    pt: 'Sua senha expirou. Escolha uma nova para continuar.',
  },
  SUCCESS_REGISTER: {
    en: 'Your company is registered. Check {email}: we sent you a link to set your password.',
    es: 'Su empresa quedó registrada. Revise {email}: le enviamos un enlace para crear su contraseña.',
    pt: 'Sua empresa foi registrada. Verifique {email}: enviamos um link para criar sua senha.',
  },
  ERROR_REGISTER_PERSONAL_DATA: {
    en: 'To register, authorize the processing of your personal data.',
    es: 'Para registrarse, autorice el tratamiento de sus datos personales.',
    pt: 'Para se registrar, autorize o tratamento dos seus dados pessoais.',
  },
  ERROR_REGISTER_TERMS: {
    en: 'To register, accept the terms and conditions.',
    es: 'Para registrarse, acepte los términos y condiciones.',
    pt: 'Para se registrar, aceite os termos e condições.',
  },
  ERROR_EMAIL_REGISTERED: {
    en: 'That e-mail already has an account. Log in, or recover your password.',
    es: 'Ese correo ya tiene una cuenta. Inicie sesión o recupere su contraseña.',
    pt: 'Esse e-mail já tem uma conta. Entre ou recupere sua senha.',
  },
  ERROR_COMPANY_REGISTERED: {
    en: 'A company with that document type and number is already registered.',
    es: 'Ya hay una empresa registrada con ese tipo y número de documento.',
    pt: 'Já existe uma empresa registrada com esse tipo e número de documento.',
  },
  ERROR_TYPE_ACCOUNT_NOT_FOUND: {
    en: 'That account type is not available.',
    es: 'Ese tipo de cuenta no está disponible.',
    pt: 'Esse tipo de conta não está disponível.',
  },
  ERROR_STANDARD_NOT_FOUND: {
    en: 'That standard is not in the registry.',
    es: 'Ese estándar no está en el registro.',
    pt: 'Esse padrão não está no registro.',
  },
  ERROR_CITY_NOT_FOUND: {
    en: 'That city is not in the registry for this region.',
    es: 'Esa ciudad no está en el registro para esta región.',
    pt: 'Essa cidade não está no registro para esta região.',
  },
  ERROR_TYPE_DOCUMENT_NOT_FOUND: {
    en: 'That document type is not used in this country.',
    es: 'Ese tipo de documento no se usa en este país.',
    pt: 'Esse tipo de documento não é usado neste país.',
  },
  ERROR_VERIFICATION_DIGIT_REQUIRED: {
    en: 'This document type needs its check digit.',
    es: 'Este tipo de documento necesita su dígito de verificación.',
    pt: 'Este tipo de documento precisa do dígito verificador.',
  },
  ERROR_VERIFICATION_DIGIT_NOT_ALLOWED: {
    en: 'This document type has no check digit: leave it empty.',
    es: 'Este tipo de documento no tiene dígito de verificación: déjelo vacío.',
    pt: 'Este tipo de documento não tem dígito verificador: deixe-o vazio.',
  },
  ERROR_PHONE_FORMAT: {
    en: 'The phone number does not follow the format of the country ({format}).',
    es: 'El teléfono no sigue el formato del país ({format}).',
    pt: 'O telefone não segue o formato do país ({format}).',
  },
  ERROR_TERMS_REQUIRED: {
    en: 'Accept both the terms and conditions and the personal-data policy to continue.',
    es: 'Acepte los términos y condiciones y la política de datos personales para continuar.',
    pt: 'Aceite os termos e condições e a política de dados pessoais para continuar.',
  },
  SUCCESS_TERMS: {
    en: 'Thank you: the terms and the personal-data policy are accepted.',
    es: 'Gracias: los términos y la política de datos personales quedaron aceptados.',
    pt: 'Obrigado: os termos e a política de dados pessoais foram aceitos.',
  },
  MAIL_REGISTRATION_SUBJECT: {
    en: 'Welcome to the Carbon Registry: set your password',
    es: 'Bienvenido al Registro de Carbono: cree su contraseña',
    pt: 'Bem-vindo ao Registro de Carbono: crie sua senha',
  },
  MAIL_REGISTRATION_BODY: {
    en: 'Hello {name},\n\n{company} is now registered in the Carbon Registry, and you are its administrator.\n\nSet your password with this link (valid for {days} days):\n{link}\n\nIf you did not register this company, ignore this message.',
    es: 'Hola {name}:\n\n{company} ya está registrada en el Registro de Carbono, y usted es su administrador.\n\nCree su contraseña con este enlace (válido por {days} días):\n{link}\n\nSi usted no registró esta empresa, ignore este mensaje.',
    pt: 'Olá, {name}.\n\n{company} agora está registrada no Registro de Carbono, e você é o administrador.\n\nCrie sua senha com este link (válido por {days} dias):\n{link}\n\nSe você não registrou esta empresa, ignore esta mensagem.',
  },
} satisfies Catalogue;
