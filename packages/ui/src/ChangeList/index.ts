export { ChangeList, type ChangeListProps, type FieldChangeItem } from './ChangeList.tsx';
