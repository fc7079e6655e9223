import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

export interface UnusedConnections {
  /** Ends every connection that has not yet carried a request. */
  destroy(): void;
}

/**
 * A closing server waits for its connections. Node ends idle keep-alive ones on request
 * (closeIdleConnections) but not one that never carried a request — a browser's preconnected
 * socket, a client that connected and said nothing — which holds close() for the headers
 * timeout (60 s), past a container's grace period. Tracked here so that closing can end them.
 */
export function trackUnusedConnections(server: Server): UnusedConnections {
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (request: IncomingMessage) => unused.delete(request.socket));
  return {
    destroy() {
      for (const socket of unused) socket.destroy();
    },
  };
}
