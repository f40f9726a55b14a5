import type { Catalogue } from './catalogue';

/** API keys, webhooks and external markets (DESIGN.md 4.6). */
export const INTEGRATOR_MESSAGES = {
  ERROR_API_KEY_SCOPE: {
    en: 'This API key cannot make this call: it needs the scope “{scope}”.',
    es: 'Esta llave de API no puede hacer esta llamada: necesita el alcance «{scope}».',
    pt: 'Esta chave de API não pode fazer esta chamada: ela precisa do escopo “{scope}”.',
  },
  ERROR_API_KEY_NOT_ACCEPTED: {
    en: 'This call is not open to API keys: make it signed in, from the registry’s screens.',
    es: 'Esta llamada no admite llaves de API: hágala con su sesión iniciada, desde las pantallas del registro.',
    pt: 'Esta chamada não aceita chaves de API: faça-a com a sua sessão iniciada, nas telas do registro.',
  },
  ERROR_IDEMPOTENCY_KEY_REQUIRED: {
    en: 'A POST made with an API key needs an Idempotency-Key header, so that a retry never runs twice.',
    es: 'Un POST hecho con una llave de API necesita el encabezado Idempotency-Key, para que un reintento nunca se ejecute dos veces.',
    pt: 'Um POST feito com uma chave de API precisa do cabeçalho Idempotency-Key, para que uma nova tentativa nunca seja executada duas vezes.',
  },
  ERROR_API_KEY_NOT_FOUND: {
    en: 'That API key does not exist in your company.',
    es: 'Esa llave de API no existe en su empresa.',
    pt: 'Essa chave de API não existe na sua empresa.',
  },
  ERROR_WEBHOOK_NOT_FOUND: {
    en: 'That webhook or delivery does not exist in your company.',
    es: 'Ese webhook o esa entrega no existe en su empresa.',
    pt: 'Esse webhook ou essa entrega não existe na sua empresa.',
  },
  ERROR_WEBHOOK_PRIVATE_ADDRESS: {
    en: 'That address does not lead to the public internet: webhooks reach only public servers.',
    es: 'Esa dirección no lleva a internet pública: los webhooks solo llegan a servidores públicos.',
    pt: 'Esse endereço não leva à internet pública: os webhooks só chegam a servidores públicos.',
  },
  ERROR_WEBHOOK_DELETED: {
    en: 'That webhook was deleted: its deliveries are no longer sent.',
    es: 'Ese webhook fue eliminado: sus entregas ya no se envían.',
    pt: 'Esse webhook foi excluído: as entregas dele não são mais enviadas.',
  },
  ERROR_MARKET_ACCOUNT_TAKEN: {
    en: 'Another company of the registry already linked that account on {market}.',
    es: 'Otra empresa del registro ya vinculó esa cuenta de {market}.',
    pt: 'Outra empresa do registro já vinculou essa conta da {market}.',
  },
  ERROR_MARKET_ACCOUNT_IN_USE: {
    en: 'Your company still has credits on {market}, or a move under way, under the linked account. Move them out before linking another account.',
    es: 'Su empresa aún tiene créditos en {market}, o un movimiento en curso, con la cuenta vinculada. Muévalos fuera antes de vincular otra cuenta.',
    pt: 'Sua empresa ainda tem créditos na {market}, ou um movimento em andamento, com a conta vinculada. Mova-os para fora antes de vincular outra conta.',
  },
  ERROR_MARKET_LINK_PATH: {
    en: '{market} is linked through {path}.',
    es: '{market} se vincula con {path}.',
    pt: 'A {market} é vinculada com {path}.',
  },
  ERROR_MARKET_ACCOUNT_UNKNOWN: {
    en: '{market} does not know that account. Check it on {market} and try again.',
    es: '{market} no conoce esa cuenta. Revísela en {market} e inténtelo de nuevo.',
    pt: 'A {market} não conhece essa conta. Confira-a na {market} e tente novamente.',
  },
  ERROR_MARKET_UNAVAILABLE: {
    en: '{market} is not answering right now. Try again in a few minutes.',
    es: '{market} no responde en este momento. Inténtelo de nuevo en unos minutos.',
    pt: 'A {market} não está respondendo agora. Tente novamente em alguns minutos.',
  },
  ERROR_MARKET_NOT_LINKED: {
    en: "Link your company's account on {market} before moving credits there.",
    es: 'Vincule la cuenta de su empresa en {market} antes de mover créditos allí.',
    pt: 'Vincule a conta da sua empresa na {market} antes de mover créditos para lá.',
  },
  ERROR_MARKET_HOLDING_NOT_FOUND: {
    en: 'Your company holds no credits under that serial on {market}. Reload the page.',
    es: 'Su empresa no tiene créditos con ese serial en {market}. Vuelva a cargar la página.',
    pt: 'Sua empresa não tem créditos com esse serial na {market}. Recarregue a página.',
  },
} satisfies Catalogue;
