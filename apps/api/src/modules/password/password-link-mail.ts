import type { Language } from '@registry/contract/common/language';
import type { PasswordLinkPurpose } from '../../db/schema/accounts';
import type { Mail } from '../../lib/mailer';

interface Template {
  subject: string;
  /** Paragraphs before the link; {name} and {email} are filled in. */
  intro: string[];
  action: string;
  /** Paragraphs after the link. */
  outro: string[];
}

const APP_NAME: Record<Language, string> = {
  en: 'Carbon Registry',
  es: 'Registro de Carbono',
  pt: 'Registro de Carbono',
};

const GREETING: Record<Language, string> = {
  en: 'Hello {name},',
  es: 'Hola, {name}:',
  pt: 'Olá, {name},',
};

const ONCE: Record<Language, string> = {
  en: 'The link works only once.',
  es: 'El enlace funciona una sola vez.',
  pt: 'O link funciona uma única vez.',
};

const TEMPLATES: Record<PasswordLinkPurpose, Record<Language, Template>> = {
  recovery: {
    en: {
      subject: 'Choose a new password for the {app}',
      intro: [
        'We received a request to recover the password of your account {email}.',
        'Open this link within one hour to choose a new password:',
      ],
      action: 'Choose a new password',
      outro: [
        'If you did not ask for it, ignore this message: your password stays as it is.',
        'Choosing a new password ends the sessions open on other devices.',
      ],
    },
    es: {
      subject: 'Elija una nueva contraseña para el {app}',
      intro: [
        'Recibimos una solicitud para recuperar la contraseña de su cuenta {email}.',
        'Abra este enlace dentro de una hora para elegir una nueva contraseña:',
      ],
      action: 'Elegir una nueva contraseña',
      outro: [
        'Si usted no la pidió, ignore este mensaje: su contraseña sigue igual.',
        'Elegir una nueva contraseña cierra las sesiones abiertas en otros dispositivos.',
      ],
    },
    pt: {
      subject: 'Escolha uma nova senha para o {app}',
      intro: [
        'Recebemos um pedido para recuperar a senha da sua conta {email}.',
        'Abra este link dentro de uma hora para escolher uma nova senha:',
      ],
      action: 'Escolher uma nova senha',
      outro: [
        'Se você não pediu, ignore esta mensagem: sua senha continua a mesma.',
        'Escolher uma nova senha encerra as sessões abertas em outros dispositivos.',
      ],
    },
  },
  invitation: {
    en: {
      subject: 'You have been invited to the {app}',
      intro: [
        'An administrator of your company created an account for you in the {app}: {email}.',
        'Open this link within 7 days to choose your password:',
      ],
      action: 'Choose my password',
      outro: ['If you did not expect this invitation, ignore this message.'],
    },
    es: {
      subject: 'Tiene una invitación al {app}',
      intro: [
        'Un administrador de su empresa le creó una cuenta en el {app}: {email}.',
        'Abra este enlace dentro de 7 días para elegir su contraseña:',
      ],
      action: 'Elegir mi contraseña',
      outro: ['Si no esperaba esta invitación, ignore este mensaje.'],
    },
    pt: {
      subject: 'Você foi convidado para o {app}',
      intro: [
        'Um administrador da sua empresa criou uma conta para você no {app}: {email}.',
        'Abra este link dentro de 7 dias para escolher sua senha:',
      ],
      action: 'Escolher minha senha',
      outro: ['Se você não esperava este convite, ignore esta mensagem.'],
    },
  },
  registration: {
    en: {
      subject: 'Welcome to the {app}: choose your password',
      intro: [
        "We received your company's registration. Your account is {email}.",
        'Open this link within 7 days to choose your password:',
      ],
      action: 'Choose my password',
      outro: ['If you did not register, ignore this message.'],
    },
    es: {
      subject: 'Bienvenido al {app}: elija su contraseña',
      intro: [
        'Recibimos el registro de su empresa. Su cuenta es {email}.',
        'Abra este enlace dentro de 7 días para elegir su contraseña:',
      ],
      action: 'Elegir mi contraseña',
      outro: ['Si usted no se registró, ignore este mensaje.'],
    },
    pt: {
      subject: 'Bem-vindo ao {app}: escolha sua senha',
      intro: [
        'Recebemos o cadastro da sua empresa. Sua conta é {email}.',
        'Abra este link dentro de 7 dias para escolher sua senha:',
      ],
      action: 'Escolher minha senha',
      outro: ['Se você não se cadastrou, ignore esta mensagem.'],
    },
  },
  expiry: {
    en: {
      subject: 'Your {app} password has expired',
      intro: [
        'The password of your account {email} has expired.',
        'Open this link within one hour to choose a new one:',
      ],
      action: 'Choose a new password',
      outro: [],
    },
    es: {
      subject: 'Su contraseña del {app} caducó',
      intro: [
        'La contraseña de su cuenta {email} caducó.',
        'Abra este enlace dentro de una hora para elegir una nueva:',
      ],
      action: 'Elegir una nueva contraseña',
      outro: [],
    },
    pt: {
      subject: 'Sua senha do {app} expirou',
      intro: [
        'A senha da sua conta {email} expirou.',
        'Abra este link dentro de uma hora para escolher uma nova:',
      ],
      action: 'Escolher uma nova senha',
      outro: [],
    },
  },
};

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The mail carrying a password link, in the reader's language, as text and HTML. */
export function buildPasswordLinkMail({
  lng,
  purpose,
  to,
  name,
  url,
}: {
  lng: Language;
  purpose: PasswordLinkPurpose;
  to: string;
  name: string;
  url: string;
}): Mail {
  const template = TEMPLATES[purpose][lng];
  const values = { app: APP_NAME[lng], name, email: to };
  const greeting = fill(GREETING[lng], values);
  const intro = template.intro.map((line) => fill(line, values));
  const outro = [ONCE[lng], ...template.outro].map((line) => fill(line, values));
  const text = [greeting, '', ...intro, '', url, '', ...outro, '', `— ${APP_NAME[lng]}`].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${lng}"><body>`,
    paragraph(greeting),
    ...intro.map(paragraph),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(template.action)}</a></p>`,
    `<p>${escapeHtml(url)}</p>`,
    ...outro.map(paragraph),
    paragraph(`— ${APP_NAME[lng]}`),
    '</body></html>',
  ].join('\n');
  return { to, subject: fill(template.subject, values), text, html };
}
