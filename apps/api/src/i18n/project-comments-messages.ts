import type { Catalogue } from './catalogue';

/** Messages of public comment on projects (DESIGN.md 4.2). */
export const PROJECT_COMMENTS_MESSAGES = {
  SUCCESS_COMMENT_SENT: {
    en: 'Thank you. Your comment was received and the developer can answer it.',
    es: 'Gracias. Su comentario fue recibido y el desarrollador puede responderlo.',
    pt: 'Obrigado. O seu comentário foi recebido e o desenvolvedor pode respondê-lo.',
  },
  ERROR_COMMENT_CLOSED: {
    en: 'This project is not open for public comment. See the projects open for comment.',
    es: 'Este proyecto no está abierto a comentarios públicos. Vea los proyectos abiertos a comentarios.',
    pt: 'Este projeto não está aberto a comentários públicos. Veja os projetos abertos a comentários.',
  },
  ERROR_COMMENT_NOT_FOUND: {
    en: 'That comment does not exist. Reload the list of comments.',
    es: 'Ese comentario no existe. Vuelva a cargar la lista de comentarios.',
    pt: 'Esse comentário não existe. Recarregue a lista de comentários.',
  },
  ERROR_COMMENT_ALREADY_ANSWERED: {
    en: 'This comment already has an answer. An answer is kept for good.',
    es: 'Este comentario ya tiene una respuesta. Una respuesta se conserva para siempre.',
    pt: 'Este comentário já tem uma resposta. Uma resposta é mantida para sempre.',
  },
  ERROR_COMMENT_ALREADY_HIDDEN: {
    en: 'This comment is already hidden.',
    es: 'Este comentario ya está oculto.',
    pt: 'Este comentário já está oculto.',
  },
  ERROR_COMMENT_ATTACHMENT_REFUSED: {
    en: 'The attachment was refused: it is damaged, it is not what its name says, or it may be harmful. Remove it or choose another file, then send the comment again.',
    es: 'El archivo adjunto fue rechazado: está dañado, no es lo que dice su nombre o puede ser dañino. Quítelo o elija otro archivo y envíe el comentario de nuevo.',
    pt: 'O anexo foi recusado: está danificado, não é o que o nome diz ou pode ser nocivo. Remova-o ou escolha outro arquivo e envie o comentário novamente.',
  },
  MAIL_PROJECT_COMMENT_SUBJECT: {
    en: 'New public comment on the project {code}',
    es: 'Nuevo comentario público sobre el proyecto {code}',
    pt: 'Novo comentário público sobre o projeto {code}',
  },
  MAIL_PROJECT_COMMENT_BODY: {
    en: 'Hello,\n\n{name} commented on the project {code} "{project}".\n\nRead the comment and answer it here:\n{link}',
    es: 'Hola:\n\n{name} comentó el proyecto {code} "{project}".\n\nLea el comentario y respóndalo aquí:\n{link}',
    pt: 'Olá,\n\n{name} comentou o projeto {code} "{project}".\n\nLeia o comentário e responda-o aqui:\n{link}',
  },
} as const satisfies Catalogue;
