/** MSW handlers of knowledge bases, their documents, uploads and retrieval. */
import { delay, HttpResponse, http } from 'msw';
import { API_CODES, AUTH_MESSAGES } from '../../codes.ts';
import { endpoints } from '../../endpoints.ts';
import {
  KNOWLEDGE_PASSAGE_MISSING,
  KNOWLEDGE_QUOTA_EXCEEDED,
  KNOWLEDGE_SAME_CONTENT,
  KNOWLEDGE_UPLOAD,
} from '../../knowledge.ts';
import {
  knowledgeAttentionFixtures,
  knowledgeBaseFixtures,
  knowledgeChunkFixtures,
  knowledgeDictionaryFixture,
  knowledgeDocumentFixtures,
  knowledgeHitFixtures,
  knowledgePassageFixtures,
  knowledgeQuestionsFixture,
  knowledgeUsageFixture,
  knowledgeUsageFullFixture,
} from '../knowledge-fixtures.ts';
import { any, fail, ok, pageOfItems } from './shared.ts';

export const knowledgeHandlers = {
  usage: {
    ok: http.get(any(endpoints.knowledgeUsage.path), () => ok(knowledgeUsageFixture)),
    full: http.get(any(endpoints.knowledgeUsage.path), () => ok(knowledgeUsageFullFixture)),
  },
  bases: {
    ok: http.get(any(endpoints.knowledgeBases.path), () => ok(knowledgeBaseFixtures)),
    empty: http.get(any(endpoints.knowledgeBases.path), () => ok([])),
    /** the first base with the failed documents of `documents.attention` */
    attention: http.get(any(endpoints.knowledgeBases.path), () =>
      ok(
        knowledgeBaseFixtures.map((base, i) =>
          i === 0 ? { ...base, documentCount: 9, failedCount: 3 } : base,
        ),
      ),
    ),
    error: http.get(any(endpoints.knowledgeBases.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  createBase: {
    ok: http.post(any(endpoints.createKnowledgeBase.path), async ({ request }) => {
      const body = (await request.json()) as { name: string; description?: string };
      return ok({
        ...knowledgeBaseFixtures[0],
        id: '99',
        name: body.name,
        description: body.description ?? '',
        documentCount: 0,
        bytes: 0,
      });
    }),
  },
  updateBase: {
    ok: http.patch(any(endpoints.updateKnowledgeBase.path), async ({ request }) => {
      const body = (await request.json()) as { name: string; description?: string };
      return ok({
        ...knowledgeBaseFixtures[0],
        name: body.name,
        description: body.description ?? '',
      });
    }),
  },
  deleteBase: {
    ok: http.delete(any(endpoints.deleteKnowledgeBase.path), () => ok(null)),
  },
  documents: {
    ok: http.get(any(endpoints.knowledgeDocuments.path), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const items = knowledgeDocumentFixtures.filter((document) => document.name.includes(q));
      return ok(pageOfItems(items, request, 20));
    }),
    empty: http.get(any(endpoints.knowledgeDocuments.path), ({ request }) =>
      ok(pageOfItems([], request, 20)),
    ),
    /** a fresh upload still being indexed beside the others */
    processing: http.get(any(endpoints.knowledgeDocuments.path), ({ request }) =>
      ok(
        pageOfItems(
          [
            {
              ...knowledgeDocumentFixtures[0],
              id: '14',
              name: '2026 价格表.xlsx',
              type: 'XLSX',
              bytes: 88_412,
              characters: 0,
              matchCount: 0,
              uploadedAt: '2026-11-04T08:00:00.000Z',
              status: 'processing',
              stage: 'indexing',
            },
            ...knowledgeDocumentFixtures,
          ],
          request,
          20,
        ),
      ),
    ),
    /** documents waiting in the queue, failed (a scan among them) and with little text */
    attention: http.get(any(endpoints.knowledgeDocuments.path), ({ request }) =>
      ok(pageOfItems([...knowledgeAttentionFixtures, ...knowledgeDocumentFixtures], request, 20)),
    ),
  },
  document: {
    ok: http.get(any(endpoints.knowledgeDocument.path), ({ params }) =>
      ok(
        knowledgeDocumentFixtures.find((document) => document.id === params.documentId) ??
          knowledgeDocumentFixtures[0],
      ),
    ),
    /** still parsing, however often it is asked */
    parsing: http.get(any(endpoints.knowledgeDocument.path), () =>
      ok({
        ...knowledgeDocumentFixtures[0],
        status: 'processing',
        stage: 'parsing',
        characters: 0,
      }),
    ),
    /** waiting in the queue behind two others, however often it is asked */
    queued: http.get(any(endpoints.knowledgeDocument.path), () =>
      ok({
        ...knowledgeDocumentFixtures[0],
        status: 'processing',
        stage: 'queued',
        characters: 0,
        queue: { position: 3, seconds: 12 },
      }),
    ),
    /** ingest ended failed: the PDF is a scan, without a text layer */
    scanned: http.get(any(endpoints.knowledgeDocument.path), () =>
      ok({ ...knowledgeAttentionFixtures[2], id: knowledgeDocumentFixtures[0]?.id ?? '11' }),
    ),
    /** available, but most of its pages are images without text */
    lowText: http.get(any(endpoints.knowledgeDocument.path), () =>
      ok({ ...knowledgeAttentionFixtures[4], id: knowledgeDocumentFixtures[0]?.id ?? '11' }),
    ),
    /** ingest ended failed: the file is password-protected */
    failed: http.get(any(endpoints.knowledgeDocument.path), () =>
      ok({ ...knowledgeDocumentFixtures[2], id: knowledgeDocumentFixtures[0]?.id ?? '11' }),
    ),
  },
  passage: {
    /**
     * the fixture of the document's kind: 11 a PDF, 12 Word, 13 Markdown, 14 a spreadsheet, 15 a
     * CSV, 16 HTML
     */
    ok: http.get(any(endpoints.knowledgePassage.path), ({ params }) => {
      const kinds = {
        '11': 'pdf',
        '12': 'docx',
        '13': 'markdown',
        '14': 'sheet',
        '15': 'csv',
        '16': 'html',
      } as const;
      const kind = kinds[String(params.documentId) as keyof typeof kinds];
      return ok(knowledgePassageFixtures[kind ?? 'pdf']);
    }),
    loading: http.get(any(endpoints.knowledgePassage.path), async () => {
      await delay('infinite');
      return ok(knowledgePassageFixtures.pdf);
    }),
    /** the passage is no longer there (its document was indexed again, or deleted) */
    missing: http.get(any(endpoints.knowledgePassage.path), () =>
      fail(404, KNOWLEDGE_PASSAGE_MISSING),
    ),
    error: http.get(any(endpoints.knowledgePassage.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  chunks: {
    ok: http.get(any(endpoints.knowledgeChunks.path), ({ request }) =>
      ok(pageOfItems(knowledgeChunkFixtures, request, 20)),
    ),
  },
  setStatus: {
    ok: http.post(any(endpoints.setKnowledgeDocumentStatus.path), async ({ request }) => {
      const body = (await request.json()) as { enabled: boolean };
      return ok({
        ...knowledgeDocumentFixtures[0],
        status: body.enabled ? 'available' : 'disabled',
      });
    }),
  },
  rename: {
    ok: http.patch(any(endpoints.renameKnowledgeDocument.path), async ({ request }) => {
      const body = (await request.json()) as { name: string };
      return ok({ ...knowledgeDocumentFixtures[0], name: body.name });
    }),
  },
  deleteDocument: {
    ok: http.delete(any(endpoints.deleteKnowledgeDocument.path), () => ok(null)),
  },
  retry: {
    ok: http.post(any(endpoints.retryKnowledgeDocument.path), () =>
      ok({
        ...knowledgeDocumentFixtures[2],
        status: 'processing',
        stage: 'queued',
        failure: null,
        failureReason: null,
      }),
    ),
  },
  retryFailed: {
    ok: http.post(any(endpoints.retryFailedKnowledgeDocuments.path), async () => {
      await delay(200);
      return ok({ retried: 3 });
    }),
    error: http.post(any(endpoints.retryFailedKnowledgeDocuments.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  retrieve: {
    ok: http.post(any(endpoints.knowledgeRetrieval.path), () => ok({ hits: knowledgeHitFixtures })),
    empty: http.post(any(endpoints.knowledgeRetrieval.path), () => ok({ hits: [] })),
  },
  dictionary: {
    ok: http.get(any(endpoints.knowledgeDictionary.path), () => ok(knowledgeDictionaryFixture)),
    reindexing: http.get(any(endpoints.knowledgeDictionary.path), () =>
      ok({ ...knowledgeDictionaryFixture, reindex: { pending: 2, total: 3 } }),
    ),
  },
  saveDictionary: {
    /** answers what was sent, with every document of the base waiting to be indexed again */
    ok: http.put(any(endpoints.updateKnowledgeDictionary.path), async ({ request }) => {
      const body = (await request.json()) as { terms: string[]; synonyms: string[][] };
      await delay(200);
      return ok({ terms: body.terms, synonyms: body.synonyms, reindex: { pending: 3, total: 3 } });
    }),
    error: http.put(any(endpoints.updateKnowledgeDictionary.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  questions: {
    ok: http.get(any(endpoints.knowledgeQuestions.path), () => ok(knowledgeQuestionsFixture)),
    empty: http.get(any(endpoints.knowledgeQuestions.path), () =>
      ok({ questions: [], checking: false, checkedAt: null, cause: null }),
    ),
    /** the base changed and its questions wait for its documents to be indexed */
    checking: http.get(any(endpoints.knowledgeQuestions.path), () =>
      ok({ ...knowledgeQuestionsFixture, checking: true }),
    ),
    loading: http.get(any(endpoints.knowledgeQuestions.path), async () => {
      await delay('infinite');
      return ok(knowledgeQuestionsFixture);
    }),
    error: http.get(any(endpoints.knowledgeQuestions.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  saveQuestion: {
    /** the new question first, found at the top */
    ok: http.post(any(endpoints.createKnowledgeQuestion.path), async ({ request }) => {
      const body = (await request.json()) as { question: string };
      await delay(200);
      const [first] = knowledgeQuestionsFixture.questions.slice(-1);
      if (!first) return ok(knowledgeQuestionsFixture);
      return ok({
        ...knowledgeQuestionsFixture,
        questions: [
          { ...first, id: '99', question: body.question, previous: null },
          ...knowledgeQuestionsFixture.questions,
        ],
      });
    }),
    error: http.post(any(endpoints.createKnowledgeQuestion.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  checkQuestions: {
    ok: http.post(any(endpoints.checkKnowledgeQuestions.path), async () => {
      await delay(200);
      return ok({ ...knowledgeQuestionsFixture, cause: 'manual' });
    }),
  },
  deleteQuestion: {
    ok: http.delete(any(endpoints.deleteKnowledgeQuestion.path), ({ params }) =>
      ok({
        ...knowledgeQuestionsFixture,
        questions: knowledgeQuestionsFixture.questions.filter(
          (question) => question.id !== params.questionId,
        ),
      }),
    ),
  },
  upload: {
    ok: http.post(any(KNOWLEDGE_UPLOAD.path), async () => {
      await delay(300);
      return ok({
        ...knowledgeDocumentFixtures[0],
        status: 'processing',
        stage: 'queued',
        characters: 0,
      });
    }),
    tooLarge: http.post(any(KNOWLEDGE_UPLOAD.path), () =>
      fail(413, 'The file is larger than 20 MB'),
    ),
    quotaExceeded: http.post(any(KNOWLEDGE_UPLOAD.path), () => fail(413, KNOWLEDGE_QUOTA_EXCEEDED)),
    /** the base already holds this content: asked first, taken when the form says allow */
    sameContent: http.post(any(KNOWLEDGE_UPLOAD.path), async ({ request }) => {
      const form = await request.formData();
      const existing = knowledgeDocumentFixtures[1] ?? knowledgeDocumentFixtures[0];
      if (form.get('sameContent') !== 'allow' && existing) {
        return HttpResponse.json(
          {
            code: API_CODES.sameContent,
            msg: KNOWLEDGE_SAME_CONTENT,
            sameContent: { id: existing.id, name: existing.name },
          },
          { status: 409 },
        );
      }
      return ok({
        ...knowledgeDocumentFixtures[0],
        status: 'processing',
        stage: 'queued',
        characters: 0,
      });
    }),
  },
};
