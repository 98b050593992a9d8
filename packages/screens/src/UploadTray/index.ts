export {
  UploadTray,
  type UploadTrayItem,
  type UploadTrayItemState,
  type UploadTrayProps,
} from './UploadTray.tsx';
