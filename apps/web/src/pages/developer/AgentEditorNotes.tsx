/**
 * What the agent's form says above its fields: that a version under review is locked, the
 * rejection a fix answers with its points to tick, and that every change is saved as a draft
 * and checked before it is submitted.
 */
import type { AgentVersion, DeveloperAgentDetail } from '@legion/api';
import { RejectionReason } from '@legion/screens';
import { Callout, ReviewPoints } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useFormatDate, useReviewPointItems } from '../../features/console.tsx';

export function EditorNotes({
  agent,
  locked,
  isDraft,
  rejected,
  addressed,
  onToggle,
}: {
  agent: DeveloperAgentDetail;
  /** a version is under review */
  locked: boolean;
  /** the latest version is a draft, to be submitted */
  isDraft: boolean;
  /** the rejected version the form answers */
  rejected: AgentVersion | null;
  /** the ids of the rejection's points ticked as fixed */
  addressed: string[];
  onToggle: (id: string, done: boolean) => void;
}) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const pointItems = useReviewPointItems();
  const { latest, live } = agent;
  return (
    <>
      {locked ? (
        <Callout tone="warning">
          {t`v${latest.version} 正在审核，审核完成后才能再次修改。`}
          {latest.expectedDecisionAt
            ? ` ${t`预计 ${formatDate(latest.expectedDecisionAt)} 前给出结果。`}`
            : ''}
        </Callout>
      ) : null}
      {rejected ? <RejectionReason>{rejected.reviewComment}</RejectionReason> : null}
      {rejected ? (
        <ReviewPoints
          level={2}
          title={t`审核意见中需要修改的地方（改好后勾选）`}
          points={pointItems(rejected.points)}
          selected={addressed}
          onToggle={onToggle}
        />
      ) : null}
      {live && !locked ? (
        <Callout role="note">
          {isDraft
            ? t`线上版本 v${live.version} 会一直保持上架，新版本审核通过后替换它。请填写更高的版本号。`
            : t`线上版本 v${live.version} 会一直保持上架，新版本审核通过后替换它。请填写更高的版本号，改好后先保存为草稿，接入检查通过后再提交审核。`}
        </Callout>
      ) : null}
      {!live && !locked && !isDraft ? (
        <Callout role="note">{t`改好后先保存为草稿，接入检查通过后再提交审核。`}</Callout>
      ) : null}
    </>
  );
}
