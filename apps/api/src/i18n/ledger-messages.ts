import type { Catalogue } from './catalogue';

/** Messages of the credit ledger (DESIGN.md 4.3). */
export const LEDGER_MESSAGES = {
  ERROR_LEDGER_QUANTITY: {
    en: 'The quantity must be a whole number greater than zero and at most {max}.',
    es: 'La cantidad debe ser un número entero mayor que cero y de máximo {max}.',
    pt: 'A quantidade deve ser um número inteiro maior que zero e de no máximo {max}.',
  },
  ERROR_LEDGER_BLOCK_NOT_FOUND: {
    en: 'Your company holds no credits under that serial. Reload your positions.',
    es: 'Su empresa no tiene créditos con ese serial. Vuelva a cargar sus posiciones.',
    pt: 'Sua empresa não tem créditos com esse serial. Recarregue suas posições.',
  },
  ERROR_LEDGER_NOT_ENOUGH: {
    en: 'That serial holds {availableKg} kg; you asked for {quantityKg} kg.',
    es: 'Ese serial tiene {availableKg} kg; usted pidió {quantityKg} kg.',
    pt: 'Esse serial tem {availableKg} kg; você pediu {quantityKg} kg.',
  },
  ERROR_LEDGER_NOT_DIVISIBLE: {
    en: 'These credits move in whole tonnes. Convert them to kg first.',
    es: 'Estos créditos se mueven en toneladas enteras. Conviértalos primero a kg.',
    pt: 'Estes créditos se movem em toneladas inteiras. Converta-os primeiro para kg.',
  },
  ERROR_LEDGER_ALREADY_DIVISIBLE: {
    en: 'These credits are already in kg.',
    es: 'Estos créditos ya están en kg.',
    pt: 'Estes créditos já estão em kg.',
  },
  ERROR_LEDGER_BLOCK_NOT_ACTIVE: {
    en: 'These credits are {status} and cannot move.',
    es: 'Estos créditos están en estado {status} y no se pueden mover.',
    pt: 'Estes créditos estão no estado {status} e não podem ser movidos.',
  },
  ERROR_LEDGER_BLOCK_IN_ESCROW: {
    en: "These credits are in the escrow of an external market: only the market's confirmation moves them.",
    es: 'Estos créditos están en la custodia de un mercado externo: solo la confirmación del mercado los mueve.',
    pt: 'Estes créditos estão na custódia de um mercado externo: só a confirmação do mercado os move.',
  },
  ERROR_LEDGER_BLOCK_NOT_LOCKED: {
    en: 'These credits are not locked.',
    es: 'Estos créditos no están bloqueados.',
    pt: 'Estes créditos não estão bloqueados.',
  },
  MAIL_CREDITS_RECEIVED_SUBJECT: {
    en: '{sender} transferred {quantity} of carbon credits to your company',
    es: '{sender} transfirió {quantity} de créditos de carbono a su empresa',
    pt: '{sender} transferiu {quantity} de créditos de carbono para sua empresa',
  },
  MAIL_CREDITS_RECEIVED_BODY: {
    en: 'Hello,\n\n{sender} transferred {quantity} of carbon credits of the project {code} "{name}" to your company.\n\nYou will find them in your positions:\n{link}',
    es: 'Hola:\n\n{sender} transfirió {quantity} de créditos de carbono del proyecto {code} "{name}" a su empresa.\n\nLos encontrará en sus posiciones:\n{link}',
    pt: 'Olá,\n\n{sender} transferiu {quantity} de créditos de carbono do projeto {code} "{name}" para sua empresa.\n\nVocê os encontrará nas suas posições:\n{link}',
  },
  ERROR_COMPANY_SUSPENDED: {
    en: 'The company {company} is suspended: no credits can move out of or into its accounts.',
    es: 'La empresa {company} está suspendida: ningún crédito puede salir de sus cuentas ni entrar en ellas.',
    pt: 'A empresa {company} está suspensa: nenhum crédito pode sair das contas dela nem entrar nelas.',
  },
  ERROR_LEDGER_PROJECT_FROZEN: {
    en: 'The project of these credits is {state}: its credits cannot move.',
    es: 'El proyecto de estos créditos está en estado {state}: sus créditos no se pueden mover.',
    pt: 'O projeto destes créditos está no estado {state}: seus créditos não podem ser movidos.',
  },
  ERROR_LEDGER_RECEIVER_NOT_FOUND: {
    en: 'The receiving company does not exist.',
    es: 'La empresa que recibe no existe.',
    pt: 'A empresa que recebe não existe.',
  },
  ERROR_LEDGER_SUB_ACCOUNT_NOT_FOUND: {
    en: 'That sub-account does not belong to the receiving company.',
    es: 'Esa subcuenta no pertenece a la empresa que recibe.',
    pt: 'Essa subconta não pertence à empresa que recebe.',
  },
  ERROR_LEDGER_SUB_ACCOUNT_CLOSED: {
    en: 'That sub-account is closed.',
    es: 'Esa subcuenta está cerrada.',
    pt: 'Essa subconta está fechada.',
  },
  ERROR_LEDGER_SUB_ACCOUNT_NOT_EMPTY: {
    en: 'Only an empty sub-account can be closed. Move its credits first.',
    es: 'Solo se puede cerrar una subcuenta vacía. Mueva primero sus créditos.',
    pt: 'Só é possível fechar uma subconta vazia. Mova primeiro seus créditos.',
  },
  ERROR_LEDGER_SAME_ACCOUNT: {
    en: 'The credits are already in that account.',
    es: 'Los créditos ya están en esa cuenta.',
    pt: 'Os créditos já estão nessa conta.',
  },
  ERROR_LEDGER_PROJECT_NOT_ISSUABLE: {
    en: 'Credits are issued only for a registered or certified project; this one is {state}.',
    es: 'Solo se emiten créditos de un proyecto registrado o certificado; este está en estado {state}.',
    pt: 'Só são emitidos créditos de um projeto registrado ou certificado; este está no estado {state}.',
  },
  ERROR_LEDGER_MOVEMENT_NOT_FOUND: {
    en: 'That movement does not exist.',
    es: 'Ese movimiento no existe.',
    pt: 'Essa movimentação não existe.',
  },
  ERROR_LEDGER_NOT_REVERSIBLE: {
    en: 'Only a transfer whose credits are still where it left them can be reversed.',
    es: 'Solo se puede revertir una transferencia cuyos créditos siguen donde ella los dejó.',
    pt: 'Só é possível reverter uma transferência cujos créditos continuam onde ela os deixou.',
  },
  ERROR_LEDGER_ALREADY_REVERSED: {
    en: 'This movement was already reversed (by movement {movementId}). A movement is reversed only once.',
    es: 'Este movimiento ya fue revertido (por el movimiento {movementId}). Un movimiento se revierte una sola vez.',
    pt: 'Esta movimentação já foi revertida (pela movimentação {movementId}). Uma movimentação é revertida uma única vez.',
  },
  ERROR_LEDGER_ALREADY_ISSUED: {
    en: 'The credits of this vintage and monitoring period were already issued.',
    es: 'Los créditos de esta cosecha y este periodo de monitoreo ya fueron emitidos.',
    pt: 'Os créditos desta safra e deste período de monitoramento já foram emitidos.',
  },
  ERROR_LEDGER_REASON_REQUIRED: {
    en: 'Write the reason.',
    es: 'Escriba el motivo.',
    pt: 'Escreva o motivo.',
  },
  ERROR_IDEMPOTENCY_KEY_REUSED: {
    en: 'This Idempotency-Key was already used with another request.',
    es: 'Esta Idempotency-Key ya se usó con otra solicitud.',
    pt: 'Esta Idempotency-Key já foi usada com outra solicitação.',
  },
  ERROR_SERIAL_INVALID: {
    en: 'That is not a serial. Write it as CR-VCS-CO-…-2025-1-7, a range …-2025-1-1-100, or from the project code on.',
    es: 'Eso no es un serial. Escríbalo como CR-VCS-CO-…-2025-1-7, un rango …-2025-1-1-100, o desde el código del proyecto.',
    pt: 'Isso não é um serial. Escreva-o como CR-VCS-CO-…-2025-1-7, um intervalo …-2025-1-1-100, ou a partir do código do projeto.',
  },
} satisfies Catalogue;
