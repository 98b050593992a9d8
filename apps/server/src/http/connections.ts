import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a kept-alive connection may sit idle (Node's default is 5 s). */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Keeps idle connections open longer than clients and proxies keep theirs (60 s is their usual),
 * so that none is closed just as a client sends its next request on it (the client would get a
 * reset), and returns how to close the server gracefully: no new connection is accepted, a
 * connection answering a request finishes that answer, and every connection is closed as soon
 * as it has nothing more to send — idle ones at once, busy ones when their answer is sent, also
 * when the client never sent the rest of a request body the server did not need.
 */
export function keptAlive(server: Server): () => Promise<void> {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const open = new Set<Socket>();
  /** connections with a request whose answer is not sent yet */
  const answering = new Set<Socket>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      answering.delete(socket);
    });
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    answering.add(socket);
    response.once('close', () => {
      answering.delete(socket);
      if (closing) socket.destroySoon();
    });
  });
  return () =>
    new Promise<void>((done) => {
      closing = true;
      server.close(() => done());
      for (const socket of open) if (!answering.has(socket)) socket.destroy();
    });
}
