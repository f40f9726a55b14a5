import type { Catalogue } from './catalogue';

/** Messages of the certifier's review of companies (DESIGN.md 4.1). */
export const ADMINISTRATION_MESSAGES = {
  ERROR_COMPANY_STATE: {
    en: 'The company is {state}: this review does not apply to it. Reload the list.',
    es: 'La empresa está en estado {state}: esta revisión no se le aplica. Vuelva a cargar la lista.',
    pt: 'A empresa está no estado {state}: esta revisão não se aplica a ela. Recarregue a lista.',
  },
  ERROR_COMPANY_SUSPENDED_SUBMISSION: {
    en: 'The company {company} is suspended: it cannot submit projects or monitoring periods until the certifier reinstates it.',
    es: 'La empresa {company} está suspendida: no puede enviar proyectos ni periodos de monitoreo hasta que el certificador la reactive.',
    pt: 'A empresa {company} está suspensa: não pode enviar projetos nem períodos de monitoramento até que o certificador a reative.',
  },
  SUCCESS_COMPANY_REVIEWED: {
    en: 'The review of {company} was saved.',
    es: 'La revisión de {company} quedó guardada.',
    pt: 'A revisão de {company} foi salva.',
  },
  MAIL_COMPANY_APPROVED_SUBJECT: {
    en: '{company} was approved in the registry',
    es: '{company} fue aprobada en el registro',
    pt: '{company} foi aprovada no registro',
  },
  MAIL_COMPANY_APPROVED_BODY: {
    en: 'Hello {name},\n\nThe registry approved your company {company}. Its users now have the permits of its account type.\n\nLog in here:\n{link}',
    es: 'Hola, {name}:\n\nEl registro aprobó su empresa {company}. Sus usuarios ya tienen los permisos de su tipo de cuenta.\n\nInicie sesión aquí:\n{link}',
    pt: 'Olá, {name},\n\nO registro aprovou sua empresa {company}. Os usuários dela já têm as permissões do tipo de conta.\n\nEntre aqui:\n{link}',
  },
  MAIL_COMPANY_REJECTED_SUBJECT: {
    en: '{company} was not approved in the registry',
    es: '{company} no fue aprobada en el registro',
    pt: '{company} não foi aprovada no registro',
  },
  MAIL_COMPANY_REJECTED_BODY: {
    en: 'Hello {name},\n\nThe registry did not approve your company {company}. The reason:\n\n{reason}\n\nYou can correct your company data and ask for a new review:\n{link}',
    es: 'Hola, {name}:\n\nEl registro no aprobó su empresa {company}. El motivo:\n\n{reason}\n\nPuede corregir los datos de su empresa y pedir una nueva revisión:\n{link}',
    pt: 'Olá, {name},\n\nO registro não aprovou sua empresa {company}. O motivo:\n\n{reason}\n\nVocê pode corrigir os dados da sua empresa e pedir uma nova revisão:\n{link}',
  },
  MAIL_COMPANY_SUSPENDED_SUBJECT: {
    en: '{company} was suspended in the registry',
    es: '{company} fue suspendida en el registro',
    pt: '{company} foi suspensa no registro',
  },
  MAIL_COMPANY_SUSPENDED_BODY: {
    en: 'Hello {name},\n\nThe registry suspended your company {company}: no credits can move out of or into its accounts until it is reinstated. The reason:\n\n{reason}\n\nYou can still log in and read your data:\n{link}',
    es: 'Hola, {name}:\n\nEl registro suspendió su empresa {company}: ningún crédito puede salir de sus cuentas ni entrar en ellas hasta que sea restablecida. El motivo:\n\n{reason}\n\nUsted puede seguir iniciando sesión y consultando sus datos:\n{link}',
    pt: 'Olá, {name},\n\nO registro suspendeu sua empresa {company}: nenhum crédito pode sair das contas dela nem entrar nelas até que seja restabelecida. O motivo:\n\n{reason}\n\nVocê ainda pode entrar e consultar seus dados:\n{link}',
  },
  MAIL_COMPANY_REINSTATED_SUBJECT: {
    en: '{company} was reinstated in the registry',
    es: '{company} fue restablecida en el registro',
    pt: '{company} foi restabelecida no registro',
  },
  MAIL_COMPANY_REINSTATED_BODY: {
    en: 'Hello {name},\n\nThe registry reinstated your company {company}: its credits can move again.\n\nLog in here:\n{link}',
    es: 'Hola, {name}:\n\nEl registro restableció su empresa {company}: sus créditos pueden moverse de nuevo.\n\nInicie sesión aquí:\n{link}',
    pt: 'Olá, {name},\n\nO registro restabeleceu sua empresa {company}: os créditos dela podem se mover de novo.\n\nEntre aqui:\n{link}',
  },
} satisfies Catalogue;
