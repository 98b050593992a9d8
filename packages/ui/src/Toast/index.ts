export { Toaster, type ToasterProps, type ToastOptions, toast } from './Toast.tsx';
