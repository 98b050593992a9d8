export { ReviewClockNote, type ReviewClockNoteProps } from './ReviewClockNote.tsx';
