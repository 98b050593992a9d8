export { ImagePicker, type ImagePickerProps } from './ImagePicker.tsx';
