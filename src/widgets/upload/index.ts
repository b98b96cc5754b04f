export { FileUpload, type FileUploadProps } from './FileUpload';
export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { UploadErrorDialog } from './UploadErrorDialog';
export { useUpload, type UseUploadOptions, type UploadControls } from './use-upload';
export { UploadList, type UploadItem, type UploadListOptions } from './upload-list';
export { createTransfer, uploadForm, DEFAULT_BIZ, DEFAULT_UPLOAD_ACTION, type UploadRequestOptions } from './upload-service';
export { checkImage, shortName, fileNameOfPath, splitPaths, joinPaths, moveItem, takeWithinLimit, IMAGE_MAX_BYTES, IMAGE_TYPES } from './rules';
export { UPLOAD_TEXT } from './messages';
export { checkFileBytes, checkPickedFiles } from './check-file';
