import type { Access } from '../../access/caller.js';

export { isTestAccess } from '../../access/caller.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request is from (src/access), set by the access guard. */
    access: Access | null;
  }
}
