import type { FastifyReply } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The bytes sent for a shared answer object, kept as long as the object lives. Each service's
 * answers are answered by one route, so one object always serialises the same way.
 */
const sentBytes = new WeakMap<object, Buffer>();

/**
 * Answers a cache hit's shared answer object (services/hit-answers.ts): serialised by the route's
 * response schema on the first hit, and the same bytes sent on every hit after it.
 */
export function sendSharedAnswer(reply: FastifyReply, answer: object, body: () => object): FastifyReply {
  let bytes = sentBytes.get(answer);
  if (bytes === undefined) {
    bytes = Buffer.from(reply.serialize(body()) as string);
    sentBytes.set(answer, bytes);
  }
  return reply.type(JSON_TYPE).send(bytes);
}
