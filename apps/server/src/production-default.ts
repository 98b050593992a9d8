/**
 * The server runs as in production unless told otherwise: the page renderer then loads React's
 * production build, which renders a page in less than half the CPU time of the development
 * build (its checks and warnings are for development). Imported first by the entry point, before
 * anything that may load React. NODE_ENV=development keeps the development build.
 */
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
