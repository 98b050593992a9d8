import {
  endpoints,
  KNOWLEDGE_BASE_NOT_FOUND,
  KNOWLEDGE_DOCUMENT_NOT_FOUND,
  KNOWLEDGE_QUESTION_NOT_FOUND,
  KNOWLEDGE_UPLOAD,
} from '@legion/api';
import { type Mount, signedIn } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { UploadRateLimiter } from '../http/upload-rate.ts';
import { FILE_TOO_LARGE, type KnowledgeService, NO_FILE } from './service.ts';

/** room for the multipart envelope around a file of the largest size */
export const KNOWLEDGE_BODY_LIMIT = KNOWLEDGE_UPLOAD.maxBytes + 64 * 1024;

const basePath = { notFound: KNOWLEDGE_BASE_NOT_FOUND };
const documentPath = { notFound: KNOWLEDGE_DOCUMENT_NOT_FOUND };

export function mountKnowledge(mount: Mount, knowledge: KnowledgeService) {
  mount(endpoints.knowledgeBases, ({ user }) => knowledge.list(signedIn(user)));
  // before every /api/knowledge/:id route, so `usage` is never read as a base id
  mount(endpoints.knowledgeUsage, ({ user }) => knowledge.usage(signedIn(user)));
  mount(endpoints.createKnowledgeBase, ({ input, user }) =>
    knowledge.create(signedIn(user), input),
  );
  mount(
    endpoints.updateKnowledgeBase,
    ({ input, user }) => knowledge.update(signedIn(user), input.id, input),
    basePath,
  );
  mount(
    endpoints.deleteKnowledgeBase,
    ({ input, user }) => knowledge.remove(signedIn(user), input.id),
    basePath,
  );
  mount(
    endpoints.knowledgeDocuments,
    ({ input, user }) => knowledge.documents(signedIn(user), input),
    basePath,
  );
  mount(
    endpoints.knowledgeDocument,
    ({ input, user }) => knowledge.document(signedIn(user), input.id, input.documentId),
    documentPath,
  );
  mount(
    endpoints.knowledgeChunks,
    ({ input, user }) => knowledge.chunks(signedIn(user), input),
    documentPath,
  );
  mount(
    endpoints.setKnowledgeDocumentStatus,
    ({ input, user }) =>
      knowledge.setEnabled(signedIn(user), input.id, input.documentId, input.enabled),
    documentPath,
  );
  mount(
    endpoints.renameKnowledgeDocument,
    ({ input, user }) => knowledge.rename(signedIn(user), input.id, input.documentId, input.name),
    documentPath,
  );
  mount(
    endpoints.deleteKnowledgeDocument,
    ({ input, user }) => knowledge.removeDocument(signedIn(user), input.id, input.documentId),
    documentPath,
  );
  mount(
    endpoints.knowledgePassage,
    ({ input, user }) => knowledge.passage(signedIn(user), input),
    documentPath,
  );
  mount(
    endpoints.retryKnowledgeDocument,
    ({ input, user }) => knowledge.retry(signedIn(user), input.id, input.documentId),
    documentPath,
  );
  mount(
    endpoints.knowledgeDictionary,
    ({ input, user }) => knowledge.dictionary(signedIn(user), input.id),
    basePath,
  );
  mount(
    endpoints.updateKnowledgeDictionary,
    ({ input, user }) => knowledge.setDictionary(signedIn(user), input.id, input),
    basePath,
  );
  mount(
    endpoints.retryFailedKnowledgeDocuments,
    ({ input, user }) => knowledge.retryFailed(signedIn(user), input.id),
    basePath,
  );
  mount(
    endpoints.knowledgeQuestions,
    ({ input, user }) => knowledge.questions(signedIn(user), input.id),
    basePath,
  );
  mount(
    endpoints.createKnowledgeQuestion,
    ({ input, user }) => knowledge.saveQuestion(signedIn(user), input.id, input),
    basePath,
  );
  mount(
    endpoints.checkKnowledgeQuestions,
    ({ input, user }) => knowledge.checkQuestions(signedIn(user), input.id),
    basePath,
  );
  mount(
    endpoints.deleteKnowledgeQuestion,
    ({ input, user }) => knowledge.deleteQuestion(signedIn(user), input.id, input.questionId),
    { notFound: KNOWLEDGE_QUESTION_NOT_FOUND },
  );
  mount(
    endpoints.knowledgeRetrieval,
    ({ input, user }) => knowledge.retrieve(signedIn(user), input.id, input.query),
    basePath,
  );
}

/**
 * The document upload: who may call first (401, and 404 for a base that is not the caller's,
 * before the body is read), then the user's upload rate (429), then its own body limit (413).
 */
export function mountKnowledgeUpload(
  mount: Mount,
  knowledge: KnowledgeService,
  uploads: UploadRateLimiter,
) {
  mount(
    endpoints.uploadKnowledgeDocument,
    ({ input, user, files }) => {
      const [file] = files;
      if (!file || files.length !== 1) throw new ApiError(400, NO_FILE);
      return knowledge.upload(user, input.id, file, {
        allowSameContent: input.sameContent === 'allow',
      });
    },
    {
      notFound: KNOWLEDGE_BASE_NOT_FOUND,
      upload: {
        // another user's base answers 404 before the body is read, like a missing one
        authorize: (user, c) => knowledge.assertOwnBase(user, c.req.param('id') ?? ''),
        rate: { limiter: uploads, kind: 'knowledge' },
        maxBodyBytes: KNOWLEDGE_BODY_LIMIT,
        tooLarge: FILE_TOO_LARGE,
        unreadable: NO_FILE,
      },
    },
  );
}
