export { FileDrop, fileDropZoneVariants, type FileDropFileStatus, type FileDropProps } from './file-drop';
export { formatFileSize } from './format-size';
