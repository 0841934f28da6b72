// cognito-local calls user-pool Lambda triggers through an AWS Lambda client; this one runs the
// route table's trigger handlers in this process instead, with the event cognito-local builds.
import { LambdaService } from 'cognito-local/lib/services';
import type { FunctionConfig } from 'cognito-local/lib/services/lambda';
import type { Invoke } from './handler-invoker';
import { describeError, type Log } from './log';
import type { UserPoolTrigger } from '../routes';

type LambdaClient = ConstructorParameters<typeof LambdaService>[1];

const cognitoNames: Record<UserPoolTrigger['trigger'], keyof FunctionConfig> = {
  customMessage: 'CustomMessage',
};

export function inProcessTriggers(triggers: readonly UserPoolTrigger[], invoke: Invoke, log: Log): LambdaService {
  const functions: FunctionConfig = Object.fromEntries(
    triggers.map((trigger) => [cognitoNames[trigger.trigger], trigger.id]),
  );
  const client = {
    invoke: ({ FunctionName, Payload }: { FunctionName: string; Payload: string }) => ({
      promise: async () => {
        const trigger = triggers.find((candidate) => candidate.id === FunctionName);
        try {
          if (!trigger) throw new Error(`No user-pool trigger ${FunctionName}`);
          const result = await invoke(trigger, JSON.parse(Payload));
          return { StatusCode: 200, Payload: JSON.stringify(result) };
        } catch (error) {
          log(`${FunctionName} falló: ${describeError(error)}`);
          const errorMessage = error instanceof Error ? error.message : String(error);
          return { StatusCode: 200, FunctionError: 'Unhandled', Payload: JSON.stringify({ errorMessage }) };
        }
      },
    }),
  };
  return new LambdaService(functions, client as unknown as LambdaClient);
}
