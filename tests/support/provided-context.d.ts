// What tests/support/local-cloud-setup.ts provides to every test through inject().
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local cloud's public URL, e.g. http://localhost:41234. */
    cloudUrl: string;
    /** Its WebSocket API, e.g. ws://localhost:41234/ws. */
    webSocketUrl: string;
    /** cognito-local itself, for Admin* calls (the public /cognito refuses them). */
    cognitoAdminEndpoint: string;
    /** The project's DynamoDB Local, which the suites' own clouds keep their tables in. */
    dynamoDbEndpoint: string;
  }
}
