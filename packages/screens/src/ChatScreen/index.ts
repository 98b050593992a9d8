export { ChatScreen, type ChatScreenProps } from './ChatScreen.tsx';
