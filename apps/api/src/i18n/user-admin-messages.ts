import type { Catalogue } from './catalogue';

/** Messages of user administration and invitations, and the texts of their mails. */
export const USER_ADMIN_MESSAGES = {
  ERROR_USER_NOT_FOUND: {
    en: 'There is no such user in your company.',
    es: 'Ese usuario no existe en su empresa.',
    pt: 'Esse usuário não existe na sua empresa.',
  },
  ERROR_USER_ALREADY_MEMBER: {
    en: '{email} already belongs to your company.',
    es: '{email} ya pertenece a su empresa.',
    pt: '{email} já pertence à sua empresa.',
  },
  ERROR_PERMIT_NOT_ALLOWED: {
    en: 'The permit {permit} cannot be granted in your company.',
    es: 'El permiso {permit} no se puede otorgar en su empresa.',
    pt: 'A permissão {permit} não pode ser concedida na sua empresa.',
  },
  ERROR_USER_SELF_DEACTIVATE: {
    en: 'You cannot deactivate your own user. Ask another administrator of your company.',
    es: 'No puede desactivar su propio usuario. Pídaselo a otro administrador de su empresa.',
    pt: 'Você não pode desativar o seu próprio usuário. Peça a outro administrador da sua empresa.',
  },
  ERROR_USER_SELF_ADMIN: {
    en: 'You cannot remove your own administrator rights. Ask another administrator of your company.',
    es: 'No puede quitarse sus propios derechos de administrador. Pídaselo a otro administrador de su empresa.',
    pt: 'Você não pode remover os seus próprios direitos de administrador. Peça a outro administrador da sua empresa.',
  },
  SUCCESS_USER_INVITED: {
    en: '{name} was added to your company. We mailed {email} a link to set a password.',
    es: '{name} fue agregado a su empresa. Enviamos a {email} un enlace para crear su contraseña.',
    pt: '{name} foi adicionado à sua empresa. Enviamos a {email} um link para criar a senha.',
  },
  SUCCESS_USER_ADDED: {
    en: '{name} already had a user and was added to your company. We mailed {email} to let them know.',
    es: '{name} ya tenía un usuario y fue agregado a su empresa. Se lo avisamos por correo a {email}.',
    pt: '{name} já tinha um usuário e foi adicionado à sua empresa. Avisamos por e-mail a {email}.',
  },
  SUCCESS_USER_MAIL_FAILED: {
    en: '{name} was added to your company, but the mail to {email} could not be sent. Try again later or contact support.',
    es: '{name} fue agregado a su empresa, pero no se pudo enviar el correo a {email}. Inténtelo más tarde o contacte con soporte.',
    pt: '{name} foi adicionado à sua empresa, mas não foi possível enviar o e-mail a {email}. Tente mais tarde ou contate o suporte.',
  },
  SUCCESS_USER_ACTIVATED: {
    en: '{name} can log in to your company again.',
    es: '{name} puede volver a iniciar sesión en su empresa.',
    pt: '{name} pode voltar a entrar na sua empresa.',
  },
  SUCCESS_USER_DEACTIVATED: {
    en: '{name} can no longer log in to your company.',
    es: '{name} ya no puede iniciar sesión en su empresa.',
    pt: '{name} não pode mais entrar na sua empresa.',
  },
  SUCCESS_USER_UPDATED: {
    en: 'The user {name} was updated.',
    es: 'El usuario {name} fue actualizado.',
    pt: 'O usuário {name} foi atualizado.',
  },
  MAIL_INVITATION_SUBJECT: {
    en: 'You are invited to {company} on the Carbon Registry',
    es: 'Tiene una invitación a {company} en el Registro de Carbono',
    pt: 'Você foi convidado para {company} no Registro de Carbono',
  },
  MAIL_INVITATION_BODY: {
    en: 'Hello {name},\n\n{admin} added you as a user of {company} on the Carbon Registry.\n\nTo start, set your password with this link (valid for {days} days):\n{link}\n\nIf you did not expect this mail, you can ignore it.',
    es: 'Hola {name}:\n\n{admin} creó para usted un usuario de {company} en el Registro de Carbono.\n\nPara empezar, cree su contraseña con este enlace (válido durante {days} días):\n{link}\n\nSi no esperaba este correo, puede ignorarlo.',
    pt: 'Olá {name},\n\n{admin} adicionou você como usuário de {company} no Registro de Carbono.\n\nPara começar, crie a sua senha com este link (válido por {days} dias):\n{link}\n\nSe você não esperava este e-mail, pode ignorá-lo.',
  },
  MAIL_ADDED_SUBJECT: {
    en: 'You were added to {company} on the Carbon Registry',
    es: 'Su usuario ya tiene acceso a {company} en el Registro de Carbono',
    pt: 'Você foi adicionado a {company} no Registro de Carbono',
  },
  MAIL_ADDED_BODY: {
    en: 'Hello {name},\n\n{admin} added you as a user of {company} on the Carbon Registry. Log in with your usual e-mail and password and choose {company} in the company selector:\n{link}\n\nIf you did not expect this mail, tell the company or our support team.',
    es: 'Hola {name}:\n\n{admin} agregó su usuario a {company} en el Registro de Carbono. Inicie sesión con su correo y contraseña de siempre y elija {company} en el selector de empresa:\n{link}\n\nSi no esperaba este correo, avise a la empresa o a nuestro equipo de soporte.',
    pt: 'Olá {name},\n\n{admin} adicionou você como usuário de {company} no Registro de Carbono. Entre com o seu e-mail e senha de sempre e escolha {company} no seletor de empresa:\n{link}\n\nSe você não esperava este e-mail, avise a empresa ou a nossa equipe de suporte.',
  },
} satisfies Catalogue;
