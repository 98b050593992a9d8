export { ReviewClockNote, type ReviewClockNoteProps } from './ReviewClockNote.tsx';
export { ReviewWait, type ReviewWaitProps } from './ReviewWait.tsx';
