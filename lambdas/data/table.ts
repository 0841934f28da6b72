// Where ElectroDB entities live: the one table, through the one document client.
import { dynamo } from '@lambdas/core/aws-clients';
import { need } from '@lambdas/core/env';

export const SERVICE = 'carreras';

export const entityConfig = { client: dynamo, table: need('TABLE_NAME') };
