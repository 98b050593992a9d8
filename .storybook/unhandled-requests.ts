/** API calls a story made without an MSW handler; a story test fails when this is not empty. */
export const unhandledApiRequests: string[] = [];
