/**
 * A knowledge base's retrieval test tab: the test itself, where the hits of a search can be
 * saved as a test question with the passages it should find, and the base's saved questions
 * with their pass rate and what changed at their last run (decision 0092).
 */
import type { KnowledgeBase } from '@legion/api';
import { KnowledgeRetrievalPanel, KnowledgeTestQuestions } from '@legion/screens';
import { useState } from 'react';
import { useRetrieval } from '../../features/knowledge/documents.ts';
import { useKnowledgeMessage } from '../../features/knowledge/knowledge.tsx';
import { usePassage } from '../../features/knowledge/passage.ts';
import { useQuestionChanges, useQuestions } from '../../features/knowledge/questions.ts';

export function KnowledgeRetrievalTab({ base }: { base: KnowledgeBase }) {
  const message = useKnowledgeMessage();
  const retrieval = useRetrieval(base.id);
  const questions = useQuestions(base.id);
  const changes = useQuestionChanges(base.id);
  const passage = usePassage(base.id);
  const [query, setQuery] = useState('');
  const error = retrieval.error;
  const search = (text: string) => retrieval.mutate(text);
  return (
    <div className="lu:space-y-6">
      <KnowledgeRetrievalPanel
        query={query}
        onQueryChange={setQuery}
        onSearch={search}
        hits={retrieval.data?.hits}
        hitsQuery={retrieval.variables}
        pending={retrieval.isPending}
        error={error ? (message(error.message) ?? error.message) : null}
        onSaveQuestion={(question, hits) => changes.save.mutateAsync({ question, hits })}
        savingQuestion={changes.save.isPending}
        saveQuestionError={changes.saveError}
        onOpenHit={(hit) => passage.show(hit.documentId, hit.chunkIndex)}
      />
      <KnowledgeTestQuestions
        questions={questions.data}
        loadError={questions.isError}
        onReload={() => void questions.refetch()}
        onCheck={() => changes.check.mutate()}
        checkPending={changes.check.isPending}
        onDelete={(question) => changes.remove.mutate(question.id)}
        deletingId={changes.remove.isPending ? (changes.remove.variables ?? null) : null}
        onOpenPassage={(item) => passage.show(item.documentId, item.chunkIndex)}
        onSearch={(question) => {
          setQuery(question.question);
          search(question.question);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </div>
  );
}
