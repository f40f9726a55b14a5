import type { TFunction } from 'i18next';
import type { UploadFileType } from '@registry/contract/files/upload';
import { MALFORMED_FILE } from './upload-file';
import { expectedTypesLabelMap } from './accepted-types';

/** What FilePond passes to a label function: the error its process callback got. */
interface ProcessError {
  body?: unknown;
}

/**
 * Every text FilePond shows or announces, in the user's language (spec
 * section 8 gives the English size and type messages). FilePond fills
 * {filesize}, {allButLastType} and {lastType} itself.
 */
export function filePondLabels(
  t: TFunction<'files'>,
  fileType: UploadFileType,
  isMultiple: boolean,
) {
  return {
    labelIdle: t(isMultiple ? 'uploader.idleMultiple' : 'uploader.idle'),
    labelInvalidField: t('uploader.invalidField'),
    labelFileWaitingForSize: t('uploader.waitingForSize'),
    labelFileSizeNotAvailable: t('uploader.sizeNotAvailable'),
    labelFileCountSingular: t('uploader.fileCountSingular'),
    labelFileCountPlural: t('uploader.fileCountPlural'),
    labelFileLoading: t('uploader.loading'),
    labelFileAdded: t('uploader.added'),
    labelFileLoadError: t('uploader.loadError'),
    labelFileRemoved: t('uploader.removed'),
    labelFileRemoveError: t('uploader.removeError'),
    labelFileProcessing: t('uploader.processing'),
    labelFileProcessingComplete: t('uploader.processingComplete'),
    labelFileProcessingAborted: t('uploader.processingAborted'),
    labelFileProcessingError: (error: ProcessError) =>
      error.body === MALFORMED_FILE
        ? t('validationsMessage.malformedFile')
        : t('uploader.processingError'),
    labelFileProcessingRevertError: t('uploader.processingRevertError'),
    labelTapToCancel: t('uploader.tapToCancel'),
    labelTapToRetry: t('uploader.tapToRetry'),
    labelTapToUndo: t('uploader.tapToUndo'),
    labelButtonRemoveItem: t('uploader.buttonRemoveItem'),
    labelButtonAbortItemLoad: t('uploader.buttonAbortItemLoad'),
    labelButtonRetryItemLoad: t('uploader.buttonRetryItemLoad'),
    labelButtonAbortItemProcessing: t('uploader.buttonAbortItemProcessing'),
    labelButtonUndoItemProcessing: t('uploader.buttonUndoItemProcessing'),
    labelButtonRetryItemProcessing: t('uploader.buttonRetryItemProcessing'),
    labelButtonProcessItem: t('uploader.buttonProcessItem'),
    labelFileSizeBytes: t('uploader.bytes'),
    labelFileSizeKilobytes: t('uploader.kilobytes'),
    labelFileSizeMegabytes: t('uploader.megabytes'),
    labelFileSizeGigabytes: t('uploader.gigabytes'),
    labelDecimalSeparator: t('uploader.decimalSeparator'),
    labelThousandsSeparator: t('uploader.thousandsSeparator'),
    labelMinFileSizeExceeded: t('validationsMessage.fileTooSmall'),
    labelMinFileSize: t('validationsMessage.minFileSize'),
    labelMaxFileSizeExceeded: t('validationsMessage.fileTooLarge'),
    labelMaxFileSize: t('validationsMessage.maxFileTooLarge'),
    labelMaxTotalFileSizeExceeded: t('validationsMessage.maxTotalExceeded'),
    labelMaxTotalFileSize: t('validationsMessage.maxTotalFileSize'),
    labelFileTypeNotAllowed: t('validationsMessage.invalidType'),
    fileValidateTypeLabelExpectedTypes: t('validationsMessage.expectedTypes'),
    fileValidateTypeLabelExpectedTypesMap: expectedTypesLabelMap(fileType),
  };
}
