/** The upload component (import it from screens' lazy pages only: it brings the uploader). */
export { FileUploader, type FileUploaderProps, type UploadedFileInfo } from './FileUploader';
