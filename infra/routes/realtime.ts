// Live updates: the WebSocket API's routes, the fan-out of changes to its connections, and their sweep.
import { routeSlice } from './slice';

export const realtimeRoutes = routeSlice('realtime', {
  webSocketRoutes: [
    {
      id: 'WsConnect',
      routeKey: '$connect',
      handler: 'lambdas/realtime/connect.ts',
      needs: ['table:write'],
    },
    {
      id: 'WsDisconnect',
      routeKey: '$disconnect',
      handler: 'lambdas/realtime/disconnect.ts',
      needs: ['table:write'],
    },
    {
      id: 'WsDefault',
      routeKey: '$default',
      handler: 'lambdas/realtime/default.ts',
      needs: ['table:write', 'connections:post'],
    },
  ],
  schedules: [
    {
      id: 'SweepConnections',
      everyMinutes: 10,
      handler: 'lambdas/realtime/sweep-connections.ts',
      needs: ['table:write'],
    },
  ],
  queueConsumers: [
    {
      // One message per topic and subscriber shard: the sends of a popular event spread over many invocations.
      id: 'FanOutLive',
      queue: 'fanout',
      fifo: false,
      batchSize: 4,
      timeoutSeconds: 30,
      handler: 'lambdas/realtime/fan-out.ts',
      needs: ['table:write', 'connections:post', 'push:send', 'queue:fanout'],
    },
  ],
});
