import type { Catalogue } from './catalogue';

/** Signatures of project documents (DESIGN.md 4.2): refusals, the consent text and the mail. */
export const SIGNATURE_MESSAGES = {
  ERROR_SIGNATURE_NOT_FOUND: {
    en: 'This signature link does not exist. Open the link of your latest e-mail.',
    es: 'Este enlace de firma no existe. Abra el enlace de su correo más reciente.',
    pt: 'Este link de assinatura não existe. Abra o link do seu e-mail mais recente.',
  },
  ERROR_SIGNATURE_LINK_USED: {
    en: 'This signature link has already been used: the document is signed.',
    es: 'Este enlace de firma ya se usó: el documento está firmado.',
    pt: 'Este link de assinatura já foi usado: o documento está assinado.',
  },
  ERROR_SIGNATURE_LINK_EXPIRED: {
    en: 'This signature link has expired. Ask for a new one.',
    es: 'Este enlace de firma caducó. Solicite uno nuevo.',
    pt: 'Este link de assinatura expirou. Peça um novo.',
  },
  ERROR_SIGNATURE_OTHER_USER: {
    en: 'This signature link is for another user. Log in with the account that received the e-mail.',
    es: 'Este enlace de firma es de otro usuario. Inicie sesión con la cuenta que recibió el correo.',
    pt: 'Este link de assinatura é de outro usuário. Entre com a conta que recebeu o e-mail.',
  },
  ERROR_SIGNATURE_PASSWORD: {
    en: 'The password is not correct. The document was not signed.',
    es: 'La contraseña no es correcta. El documento no se firmó.',
    pt: 'A senha não está correta. O documento não foi assinado.',
  },
  ERROR_SIGNATURE_DOCUMENT_CHANGED: {
    en: 'The stored document no longer matches its SHA-256. It was not signed.',
    es: 'El documento guardado ya no coincide con su SHA-256. No se firmó.',
    pt: 'O documento guardado não corresponde mais ao seu SHA-256. Não foi assinado.',
  },
  ERROR_REPORT_NOT_ALLOWED: {
    en: 'Your company cannot upload this report to the project in its current state.',
    es: 'Su empresa no puede subir este informe al proyecto en su estado actual.',
    pt: 'Sua empresa não pode enviar este relatório ao projeto no estado atual.',
  },
  ERROR_CERTIFICATION_PERIOD: {
    en: 'A certification is of a period whose monitoring report was sent: period {period} or an earlier one.',
    es: 'Una certificación es de un periodo cuyo informe de monitoreo ya se envió: el periodo {period} o uno anterior.',
    pt: 'Uma certificação é de um período cujo relatório de monitoramento já foi enviado: o período {period} ou um anterior.',
  },
  SIGNATURE_CONSENT: {
    en: 'I, {name}, as {role} of the project {project}, sign the document "{document}" whose SHA-256 is {sha256}. I confirm I have read it and agree with its content, and I accept that this electronic signature, confirmed with my password, binds me as a handwritten one would.',
    es: 'Yo, {name}, como {role} del proyecto {project}, firmo el documento "{document}" cuyo SHA-256 es {sha256}. Confirmo que lo leí y estoy de acuerdo con su contenido, y acepto que esta firma electrónica, confirmada con mi contraseña, me obliga como lo haría una firma manuscrita.',
    pt: 'Eu, {name}, como {role} do projeto {project}, assino o documento "{document}" cujo SHA-256 é {sha256}. Confirmo que o li e concordo com o seu conteúdo, e aceito que esta assinatura eletrônica, confirmada com a minha senha, me obriga como uma assinatura manuscrita.',
  },
  SIGNER_ROLE_OVV: {
    en: 'validation and verification body',
    es: 'organismo de validación y verificación',
    pt: 'organismo de validação e verificação',
  },
  SIGNER_ROLE_DEVELOPER: {
    en: 'legal representative of the developer',
    es: 'representante legal del desarrollador',
    pt: 'representante legal do desenvolvedor',
  },
  SIGNER_ROLE_CERTIFIER: {
    en: 'certifier',
    es: 'certificador',
    pt: 'certificador',
  },
  MAIL_SIGNATURE_SUBJECT: {
    en: 'Sign the document "{document}" of the project {project}',
    es: 'Firme el documento "{document}" del proyecto {project}',
    pt: 'Assine o documento "{document}" do projeto {project}',
  },
  MAIL_SIGNATURE_BODY: {
    en: 'Hello {name},\n\nThe document "{document}" of the project {project} needs your signature as {role}.\n\nOpen this link within {days} days, check the document and its SHA-256, and sign it with your password:\n{link}\n\nThe link works only once and only for your account.',
    es: 'Hola, {name}:\n\nEl documento "{document}" del proyecto {project} necesita su firma como {role}.\n\nAbra este enlace dentro de {days} días, revise el documento y su SHA-256, y fírmelo con su contraseña:\n{link}\n\nEl enlace funciona una sola vez y solo para su cuenta.',
    pt: 'Olá, {name},\n\nO documento "{document}" do projeto {project} precisa da sua assinatura como {role}.\n\nAbra este link dentro de {days} dias, confira o documento e o seu SHA-256 e assine-o com a sua senha:\n{link}\n\nO link funciona uma única vez e somente para a sua conta.',
  },
} satisfies Catalogue;
