/**
 * Where the store tests find PostgreSQL and Redis: the URLs test/global-stores.ts settles before
 * the suite starts (the machine's own, or servers it started). A test file that names POSTGRES_URL
 * or REDIS_URL is left out of the run, and the run says so, when the machine can provide neither
 * the server nor its binaries (vitest.config.ts).
 */
export const POSTGRES_URL = process.env.PAGELENS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.PAGELENS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
