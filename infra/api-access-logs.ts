// Access logging for the HTTP and WebSocket API stages, in the stage type's default format.
import { type IAccessLogSettings, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { platformLogGroup } from './log-group';

export function apiAccessLogs(scope: Construct): IAccessLogSettings {
  return { destination: new LogGroupLogDestination(platformLogGroup(scope, 'AccessLogs')) };
}

/** Per-stage limits; the account's own limit (10,000 rps) is shared by every API in the region. */
export const stageThrottle = { rateLimit: 500, burstLimit: 1000 };
