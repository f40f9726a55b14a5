import type { Catalogue } from './catalogue';

/** Messages of recovery, password links, change password, company data. */
export const PASSWORD_MESSAGES = {
  INFO_PASSWORD_RECOVERY: {
    en: 'If an active account uses this e-mail, we have sent it a link to choose a new password. The link works once, for one hour.',
    es: 'Si una cuenta activa usa este correo, le enviamos un enlace para elegir una nueva contraseña. El enlace funciona una sola vez, durante una hora.',
    pt: 'Se uma conta ativa usa este e-mail, enviamos a ele um link para escolher uma nova senha. O link funciona uma única vez, durante uma hora.',
  },
  ERROR_LINK_EXPIRED_OR_USED: {
    en: 'This link has expired or has already been used. Ask for a new one.',
    es: 'Este enlace caducó o ya fue usado. Solicite uno nuevo.',
    pt: 'Este link expirou ou já foi usado. Solicite um novo.',
  },
  ERROR_PASSWORD_NOT_MATCH: {
    en: 'The new password and its confirmation do not match.',
    es: 'La nueva contraseña y su confirmación no coinciden.',
    pt: 'A nova senha e sua confirmação não coincidem.',
  },
  ERROR_PASSWORD_DOES_NOT_MINIMUM_REQUIREMENTS: {
    en: 'The password must have at least {min} characters, a lowercase letter, an uppercase letter, a digit and a special character.',
    es: 'La contraseña debe tener al menos {min} caracteres, una minúscula, una mayúscula, un número y un carácter especial.',
    pt: 'A senha deve ter pelo menos {min} caracteres, uma letra minúscula, uma maiúscula, um número e um caractere especial.',
  },
  ERROR_PASSWORD_UNREADABLE: {
    en: 'The password could not be read. Reload the page and try again.',
    es: 'No se pudo leer la contraseña. Recargue la página e inténtelo de nuevo.',
    pt: 'Não foi possível ler a senha. Recarregue a página e tente novamente.',
  },
  ERROR_CURRENT_PASSWORD: {
    en: 'The current password is not correct.',
    es: 'La contraseña actual no es correcta.',
    pt: 'A senha atual não está correta.',
  },
  ERROR_PASSWORD_SAME_AS_CURRENT: {
    en: 'The new password must be different from the current one.',
    es: 'La nueva contraseña debe ser distinta de la actual.',
    pt: 'A nova senha deve ser diferente da atual.',
  },
  SUCCESS_PASSWORD_CHANGED: {
    en: 'Your password has been changed.',
    es: 'Su contraseña fue cambiada.',
    pt: 'Sua senha foi alterada.',
  },
  SUCCESS_PASSWORD_SET: {
    en: 'Your password has been saved. You can log in with it now.',
    es: 'Su contraseña quedó guardada. Ya puede iniciar sesión con ella.',
    pt: 'Sua senha foi salva. Você já pode entrar com ela.',
  },
} satisfies Catalogue;
