import type { TypedApp } from '@vauhti/server-kit';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { LiveMessage, LiveSubscriber } from './live-table';
import type { LiveTables } from './live-tables';

const HEARTBEAT_INTERVAL_MS = 25_000;
/** Close code for a table that does not exist (4000–4999 are the application's). */
const CLOSE_UNKNOWN_TABLE = 4404;
const MESSAGE_BUFFER_BYTES_MAX = 1024 * 1024;

/**
 * `GET /live/{tableId}` (WebSocket): the table's status on connect and at every phase change, and
 * the result of every round (docs/games-integration.md section 5). `?sessionId=` links the socket
 * to a player's session, whose own settlement and balance then come with it.
 */
export function registerLiveRoutes(app: TypedApp, tables: LiveTables) {
  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();
  // Sockets that stopped answering pings (a sleeping laptop, a dropped network) are closed.
  const heartbeat = setInterval(() => {
    for (const socket of sockets) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const socket of sockets) socket.terminate();
  });

  app.get(
    '/live/:tableId',
    {
      websocket: true,
      schema: {
        params: z.object({ tableId: z.string().max(64) }),
        querystring: z.object({ sessionId: z.string().max(64).optional() }),
      },
    },
    (socket, request) => {
      const table = tables.table(request.params.tableId);
      if (!table) {
        socket.close(CLOSE_UNKNOWN_TABLE, 'unknown table');
        return;
      }
      const subscriber: LiveSubscriber = {
        sessionId: request.query.sessionId ?? null,
        send(message: LiveMessage) {
          // A client that does not read its messages is not allowed to grow our memory.
          if (socket.readyState !== socket.OPEN || socket.bufferedAmount > MESSAGE_BUFFER_BYTES_MAX) return;
          socket.send(JSON.stringify(message));
        },
      };
      sockets.add(socket);
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      socket.on('close', () => {
        sockets.delete(socket);
        table.leave(subscriber);
      });
      table.join(subscriber);
    },
  );
}
