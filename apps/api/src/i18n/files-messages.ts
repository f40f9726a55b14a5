import type { Catalogue } from './catalogue';

/** Messages of the uploads, scanning, downloads of company files. */
export const FILES_MESSAGES = {
  /** Spec section 8: validationsMessage.malformedFile, a file the scan did not find clean. */
  malformedFile: {
    en: 'The file was rejected: it is damaged, it is not what its name says, or it may be harmful. Upload another file.',
    es: 'El archivo fue rechazado: está dañado, no es lo que dice su nombre o puede ser dañino. Suba otro archivo.',
    pt: 'O arquivo foi rejeitado: está danificado, não é o que o nome diz ou pode ser nocivo. Envie outro arquivo.',
  },
  ERROR_UPLOAD_NOT_FOUND: {
    en: 'That upload does not exist, has expired or was already used. Upload the file again.',
    es: 'Esa carga no existe, caducó o ya se usó. Suba el archivo de nuevo.',
    pt: 'Esse envio não existe, expirou ou já foi usado. Envie o arquivo novamente.',
  },
  ERROR_FILE_TYPE: {
    en: 'File is of invalid type. Accepted: {accepted}.',
    es: 'El archivo es de un tipo no válido. Se aceptan: {accepted}.',
    pt: 'O arquivo é de um tipo inválido. Aceitos: {accepted}.',
  },
  ERROR_FILE_TOO_LARGE: {
    en: 'File is too large. Maximum file size is {filesize}.',
    es: 'El archivo es demasiado grande. El tamaño máximo es {filesize}.',
    pt: 'O arquivo é grande demais. O tamanho máximo é {filesize}.',
  },
  ERROR_SCAN_UNAVAILABLE: {
    en: 'The virus scan is not available right now. Try again in a few minutes.',
    es: 'El análisis antivirus no está disponible ahora. Inténtelo de nuevo en unos minutos.',
    pt: 'A verificação antivírus não está disponível agora. Tente novamente em alguns minutos.',
  },
  ERROR_FILE_MISSING: {
    en: 'The file did not arrive. Upload it again.',
    es: 'El archivo no llegó. Súbalo de nuevo.',
    pt: 'O arquivo não chegou. Envie-o novamente.',
  },
  ERROR_FILE_NOT_FOUND: {
    en: 'That file does not exist.',
    es: 'Ese archivo no existe.',
    pt: 'Esse arquivo não existe.',
  },
  ERROR_SIGNATURE: {
    en: 'This link is not valid or has expired. Ask for a new one.',
    es: 'Este enlace no es válido o caducó. Pida uno nuevo.',
    pt: 'Este link não é válido ou expirou. Peça um novo.',
  },
} satisfies Catalogue;
