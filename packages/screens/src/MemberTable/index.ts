export {
  type MemberAgentOption,
  MemberAgentsDialog,
  type MemberAgentsDialogProps,
  MemberInviteForm,
  type MemberInviteFormProps,
  type MemberLookupKind,
  MemberTable,
  type MemberTableProps,
} from './MemberTable.tsx';
