/** The knowledge screens' routes, for stories of them (and of moving between them). */
import type { RouteObject } from 'react-router-dom';
import KnowledgeDocumentsPage from '../pages/knowledge/KnowledgeDocumentsPage.tsx';
import KnowledgeListPage from '../pages/knowledge/KnowledgeListPage.tsx';
import KnowledgeUploadPage, { type SendDocument } from '../pages/knowledge/KnowledgeUploadPage.tsx';

export function knowledgeRoutes(send?: SendDocument): RouteObject[] {
  return [
    { path: '/knowledge', element: <KnowledgeListPage /> },
    { path: '/knowledge/:id/documents', element: <KnowledgeDocumentsPage /> },
    {
      path: '/knowledge/:id/upload',
      element: send ? <KnowledgeUploadPage send={send} /> : <KnowledgeUploadPage />,
    },
  ];
}
