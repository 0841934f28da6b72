// Sends to a WebSocket connection, or closes it, through the API Gateway management API.
import { ApiGatewayManagementApiClient, DeleteConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { ServerMessage } from '@shared/realtime/socket-messages';
import { region, need } from '@lambdas/core/env';

const client = new ApiGatewayManagementApiClient({ region, endpoint: need('WS_CALLBACK_URL') });

/** False when the connection is gone (the client left without a clean close). */
export async function sendToConnection(connectionId: string, message: ServerMessage): Promise<boolean> {
  try {
    await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'GoneException') return false;
    throw error;
  }
}

/** Closes the connection (API Gateway closes it with 1000 and runs $disconnect); nothing when it is gone already. */
export async function dropConnection(connectionId: string): Promise<void> {
  try {
    await client.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'GoneException') throw error;
  }
}
