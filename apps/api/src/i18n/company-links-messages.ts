import type { Catalogue } from './catalogue';

/** Messages of the connections between companies (decision 015). */
export const COMPANY_LINKS_MESSAGES = {
  searchHigherTwo: {
    en: 'Type at least 2 characters to search.',
    es: 'Escriba al menos 2 caracteres para buscar.',
    pt: 'Digite pelo menos 2 caracteres para pesquisar.',
  },
  ERROR_LINK_OWN_COMPANY: {
    en: 'Your company cannot connect with itself. Choose another company.',
    es: 'Su empresa no puede conectarse consigo misma. Elija otra empresa.',
    pt: 'Sua empresa não pode se conectar consigo mesma. Escolha outra empresa.',
  },
  ERROR_LINK_COMPANY_NOT_FOUND: {
    en: 'That company does not exist. Search for it again.',
    es: 'Esa empresa no existe. Búsquela de nuevo.',
    pt: 'Essa empresa não existe. Pesquise-a novamente.',
  },
  ERROR_LINK_EXISTS: {
    en: 'There is already a connection request between your company and {name}.',
    es: 'Ya existe una solicitud de conexión entre su empresa y {name}.',
    pt: 'Já existe uma solicitação de conexão entre sua empresa e {name}.',
  },
  ERROR_LINK_NOT_FOUND: {
    en: 'That connection request does not exist. Reload the list.',
    es: 'Esa solicitud de conexión no existe. Vuelva a cargar la lista.',
    pt: 'Essa solicitação de conexão não existe. Recarregue a lista.',
  },
  ERROR_LINK_NOT_PENDING: {
    en: 'This connection request was already answered.',
    es: 'Esta solicitud de conexión ya fue respondida.',
    pt: 'Esta solicitação de conexão já foi respondida.',
  },
  ERROR_LINK_REJECTED: {
    en: 'A rejected connection request cannot be deleted. You can request the connection again.',
    es: 'Una solicitud de conexión rechazada no se puede eliminar. Puede volver a solicitar la conexión.',
    pt: 'Uma solicitação de conexão recusada não pode ser excluída. Você pode solicitar a conexão novamente.',
  },
  ERROR_LINK_NOT_ACCEPTED: {
    en: 'The connection has not been accepted yet, so its users cannot be given access.',
    es: 'La conexión aún no ha sido aceptada, así que no se puede dar acceso a sus usuarios.',
    pt: 'A conexão ainda não foi aceita, então não é possível dar acesso aos seus usuários.',
  },
  ERROR_LINK_USER_NOT_FOUND: {
    en: 'That user does not belong to the connected company.',
    es: 'Ese usuario no pertenece a la empresa conectada.',
    pt: 'Esse usuário não pertence à empresa conectada.',
  },
  ERROR_LINK_USER_INACTIVE: {
    en: '{name} is inactive in the connected company, so they cannot be given access.',
    es: '{name} está inactivo en la empresa conectada, así que no se le puede dar acceso.',
    pt: '{name} está inativo na empresa conectada, então não é possível dar acesso.',
  },
  ERROR_LINK_USER_ALREADY_MEMBER: {
    en: '{name} already has access to your company.',
    es: '{name} ya tiene acceso a su empresa.',
    pt: '{name} já tem acesso à sua empresa.',
  },
  ERROR_LINK_ACCESS_NOT_FOUND: {
    en: 'That user has no access to your company through this connection.',
    es: 'Ese usuario no tiene acceso a su empresa a través de esta conexión.',
    pt: 'Esse usuário não tem acesso à sua empresa por meio desta conexão.',
  },
  SUCCESS_LINK_REQUESTED: {
    en: 'Connection request sent to {name}.',
    es: 'Solicitud de conexión enviada a {name}.',
    pt: 'Solicitação de conexão enviada a {name}.',
  },
  SUCCESS_LINK_ACCEPTED: {
    en: 'Your company is now connected with {name}.',
    es: 'Su empresa ahora está conectada con {name}.',
    pt: 'Sua empresa agora está conectada com {name}.',
  },
  SUCCESS_LINK_REJECTED: {
    en: 'You rejected the connection request of {name}.',
    es: 'Rechazó la solicitud de conexión de {name}.',
    pt: 'Você recusou a solicitação de conexão de {name}.',
  },
  SUCCESS_LINK_DELETED: {
    en: 'The connection with {name} was deleted.',
    es: 'Se eliminó la conexión con {name}.',
    pt: 'A conexão com {name} foi excluída.',
  },
  SUCCESS_LINK_USER_ADDED: {
    en: '{name} can now enter your company.',
    es: '{name} ya puede entrar a su empresa.',
    pt: '{name} já pode entrar na sua empresa.',
  },
  SUCCESS_LINK_USER_REMOVED: {
    en: '{name} no longer has access to your company.',
    es: '{name} ya no tiene acceso a su empresa.',
    pt: '{name} não tem mais acesso à sua empresa.',
  },
} satisfies Catalogue;
