/**
 * The base's page opened at a passage (`?passage=`): a citation in a chat and a hit of the
 * retrieval test lead here; closing it leaves the page as it was (decision 0094).
 */
import type { KnowledgeBase } from '@legion/api';
import { KnowledgePassageDialog } from '@legion/screens';
import { usePassage } from '../../features/knowledge/passage.ts';

export function KnowledgePassage({ base }: { base: KnowledgeBase }) {
  const passage = usePassage(base.id);
  return (
    <KnowledgePassageDialog
      open={passage.open}
      onOpenChange={(open) => (open ? undefined : passage.close())}
      view={passage.view}
      missing={passage.missing}
      error={passage.error}
      onReload={passage.reload}
      onMore={passage.more}
      loadingMore={passage.loading}
    />
  );
}
