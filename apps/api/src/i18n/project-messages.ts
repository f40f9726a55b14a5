import type { Catalogue } from './catalogue';

/** Messages of the projects (DESIGN.md 4.2). */
export const PROJECT_MESSAGES = {
  ERROR_CONVERSION_OVERLAP: {
    en: 'The serial range {serialStart} to {serialEnd} of this registry has already been converted, in whole or in part. Check the range cancelled in the registry of origin.',
    es: 'El rango de seriales {serialStart} a {serialEnd} de este registro ya fue convertido, total o parcialmente. Revise el rango cancelado en el registro de origen.',
    pt: 'O intervalo de seriais {serialStart} a {serialEnd} deste registro já foi convertido, total ou parcialmente. Verifique o intervalo cancelado no registro de origem.',
  },
  ERROR_CONVERSION_VINTAGE_NOT_FOUND: {
    en: 'That vintage is not part of this conversion. Reload the project.',
    es: 'Esa cosecha no forma parte de esta conversión. Vuelva a cargar el proyecto.',
    pt: 'Essa safra não faz parte desta conversão. Recarregue o projeto.',
  },
  ERROR_CONVERSION_SERIAL: {
    en: 'A serial number must end in digits.',
    es: 'Un serial debe terminar en dígitos.',
    pt: 'Um serial deve terminar em dígitos.',
  },
  ERROR_CONVERSION_PROOF: {
    en: 'Attach the proof of cancellation of each new vintage.',
    es: 'Adjunte el comprobante de cancelación de cada cosecha nueva.',
    pt: 'Anexe o comprovante de cancelamento de cada safra nova.',
  },
  ERROR_PROJECT_NOT_CONVERSION: {
    en: 'This project was not converted from another registry.',
    es: 'Este proyecto no fue convertido desde otro registro.',
    pt: 'Este projeto não foi convertido de outro registro.',
  },
  ERROR_PROJECT_NOT_FOUND: {
    en: 'That project does not exist. Reload the list.',
    es: 'Ese proyecto no existe. Vuelva a cargar la lista.',
    pt: 'Esse projeto não existe. Recarregue a lista.',
  },
  ERROR_PROJECT_ACTION_NOT_ALLOWED: {
    en: 'This step cannot be taken in the current state of the project. Reload the project.',
    es: 'Este paso no se puede dar en el estado actual del proyecto. Vuelva a cargar el proyecto.',
    pt: 'Esta etapa não pode ser feita no estado atual do projeto. Recarregue o projeto.',
  },
  ERROR_PROJECT_ROLE_NOT_ALLOWED: {
    en: 'Your company does not play the part in this project that this step needs.',
    es: 'Su empresa no tiene en este proyecto el papel que este paso requiere.',
    pt: 'Sua empresa não tem neste projeto o papel que esta etapa exige.',
  },
  ERROR_PROJECT_REASON_REQUIRED: {
    en: 'Write the reason for this step.',
    es: 'Escriba el motivo de este paso.',
    pt: 'Escreva o motivo desta etapa.',
  },
  ERROR_PUBLIC_COMMENT_END_DATE: {
    en: 'Public comment must last at least {days} days: choose an end date on or after {date}.',
    es: 'El comentario público debe durar al menos {days} días: elija una fecha final igual o posterior al {date}.',
    pt: 'O comentário público deve durar pelo menos {days} dias: escolha uma data final igual ou posterior a {date}.',
  },
  ERROR_PUBLIC_COMMENT_OPEN: {
    en: 'Public comment is still open: it closes after its end date.',
    es: 'El comentario público sigue abierto: se cierra después de su fecha final.',
    pt: 'O comentário público continua aberto: ele fecha depois da data final.',
  },
  ERROR_PROJECT_PERIOD_REQUIRED: {
    en: 'Choose the monitoring period.',
    es: 'Elija el periodo de monitoreo.',
    pt: 'Escolha o período de monitoramento.',
  },
  ERROR_CREDITING_NOT_ENDED: {
    en: 'The crediting period has not ended yet.',
    es: 'El periodo de acreditación aún no ha terminado.',
    pt: 'O período de creditação ainda não terminou.',
  },
  ERROR_PROJECT_NOT_EDITABLE: {
    en: 'This project cannot be edited in its current state.',
    es: 'Este proyecto no se puede editar en su estado actual.',
    pt: 'Este projeto não pode ser editado no estado atual.',
  },
  ERROR_PROJECT_PARTY: {
    en: 'Your company must be the developer or the owner of the project.',
    es: 'Su empresa debe ser la desarrolladora o la propietaria del proyecto.',
    pt: 'Sua empresa deve ser a desenvolvedora ou a proprietária do projeto.',
  },
  ERROR_PROJECT_PARTY_TYPE: {
    en: 'A company chosen on the parties step does not exist or is not of the account type that part needs.',
    es: 'Una empresa elegida en el paso de las partes no existe o no es del tipo de cuenta que ese papel requiere.',
    pt: 'Uma empresa escolhida na etapa das partes não existe ou não é do tipo de conta que esse papel exige.',
  },
  ERROR_PROJECT_REFERENCE: {
    en: 'The {field} chosen does not exist or does not match the rest. Choose it again.',
    es: 'El valor elegido en {field} no existe o no corresponde con el resto. Elíjalo de nuevo.',
    pt: 'O valor escolhido em {field} não existe ou não corresponde ao resto. Escolha-o novamente.',
  },
  ERROR_PROJECT_INCOMPLETE: {
    en: 'The project cannot be submitted yet: complete the field {field}.',
    es: 'El proyecto aún no se puede enviar: complete el campo {field}.',
    pt: 'O projeto ainda não pode ser enviado: preencha o campo {field}.',
  },
  ERROR_PROJECT_DOCUMENT_NOT_FOUND: {
    en: 'That document is not one of this project. Reload the project.',
    es: 'Ese documento no es de este proyecto. Vuelva a cargar el proyecto.',
    pt: 'Esse documento não é deste projeto. Recarregue o projeto.',
  },
  ERROR_PROJECT_DOCUMENT_TYPE_RESERVED: {
    en: 'A certification is added by the certifier with its signature. Choose another type.',
    es: 'Una certificación la agrega el certificador con su firma. Elija otro tipo.',
    pt: 'Uma certificação é adicionada pelo certificador com a sua assinatura. Escolha outro tipo.',
  },
  ERROR_PROJECT_DOCUMENT_SIGNED: {
    en: 'A report or certification put up for signature stays as it was signed: it cannot be removed or changed here.',
    es: 'Un informe o una certificación enviados a firma quedan como se firmaron: aquí no se pueden quitar ni cambiar.',
    pt: 'Um relatório ou uma certificação enviados para assinatura ficam como foram assinados: aqui não podem ser removidos nem alterados.',
  },
  ERROR_CREDITING_PERIOD: {
    en: 'The crediting period must end after it starts.',
    es: 'El periodo de acreditación debe terminar después de empezar.',
    pt: 'O período de creditação deve terminar depois de começar.',
  },
  ERROR_PDD_REQUIRED: {
    en: 'Attach the project design document (PDD).',
    es: 'Adjunte el documento de diseño del proyecto (PDD).',
    pt: 'Anexe o documento de concepção do projeto (PDD).',
  },
  ERROR_LOA_REQUIRED: {
    en: 'An Article 6 authorization needs its letter of authorization attached.',
    es: 'Una autorización del Artículo 6 necesita adjunta su carta de autorización.',
    pt: 'Uma autorização do Artigo 6 precisa da carta de autorização anexada.',
  },
  MAIL_PROJECT_CORRECTIONS_SUBJECT: {
    en: 'Corrections requested for the project {code}',
    es: 'Se solicitan correcciones al proyecto {code}',
    pt: 'Correções solicitadas para o projeto {code}',
  },
  MAIL_PROJECT_CORRECTIONS_BODY: {
    en: 'Hello,\n\n{certifier} asks for corrections to the project {code} "{name}":\n\n{reason}\n\nThe project is back in draft: correct it and submit it again here:\n{link}',
    es: 'Hola:\n\n{certifier} ha solicitado correcciones al proyecto {code} "{name}":\n\n{reason}\n\nEl proyecto vuelve a borrador: corríjalo y envíelo de nuevo aquí:\n{link}',
    pt: 'Olá,\n\n{certifier} solicitou correções ao projeto {code} "{name}":\n\n{reason}\n\nO projeto voltou a rascunho: corrija-o e envie-o novamente aqui:\n{link}',
  },
} satisfies Catalogue;
