import { createStore } from 'jotai';

/** The app's one Jotai store, shared with non-React code such as the API client's 401 hook. */
export const appStore = createStore();
