export { UploadList, type UploadListItem, type UploadListProps } from './UploadList.tsx';
