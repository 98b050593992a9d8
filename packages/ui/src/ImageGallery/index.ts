export { ImageGallery, type ImageGalleryItem, type ImageGalleryProps } from './ImageGallery.tsx';
