/** The knowledge screens' query keys, apart from parts.tsx so that the app-wide upload queue can refresh them without loading the screens. */
export const KNOWLEDGE_KEY = ['knowledge'] as const;
export const BASES_KEY = [...KNOWLEDGE_KEY, 'bases'] as const;
export const USAGE_KEY = [...KNOWLEDGE_KEY, 'usage'] as const;
export const documentsKey = (baseId: string) => [...KNOWLEDGE_KEY, 'documents', baseId] as const;
export const questionsKey = (baseId: string) => [...KNOWLEDGE_KEY, 'questions', baseId] as const;
