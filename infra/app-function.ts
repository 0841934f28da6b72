// A platform Lambda: the handler module of one route-table entry, bundled and wired with its capabilities.
import { join } from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { bindCapabilities, type PlatformResources } from './capability-bindings';
import { acknowledgeIamWildcards, grantWildcards } from './iam-wildcards';
import { repoRoot } from './local/repo-root';
import { platformLogGroup } from './log-group';
import type { Capability } from './routes';

export interface AppFunctionProps {
  /** Module path from the repository root, exporting `handler` (as in the route table). */
  handler: string;
  needs: readonly Capability[];
  resources: PlatformResources;
  memorySize?: number;
  timeout?: Duration;
  /** The route table's timeout, used when `timeout` is not given. */
  timeoutSeconds?: number;
  bundling?: Pick<BundlingOptions, 'nodeModules' | 'commandHooks'>;
}

// Bundled CommonJS dependencies call require(), which ESM output lacks.
const requireShim = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

export class AppFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const logGroup = platformLogGroup(this, 'Logs');
    // An own role instead of AWSLambdaBasicExecutionRole: it may write to this log group only.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    this.fn = new NodejsFunction(this, 'Function', {
      entry: join(repoRoot, props.handler),
      description: props.handler,
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(props.timeoutSeconds ?? 10),
      role,
      logGroup,
      environment: { NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner: requireShim,
        minify: true,
        sourceMap: true,
        // Handlers run with the SDK versions of package-lock.json, the ones the tests ran with.
        bundleAwsSDK: true,
        ...props.bundling,
      },
    });

    bindCapabilities(this.fn, props.needs, props.resources);
    acknowledgeIamWildcards(this, grantWildcards);
    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Pinned to nodejs22.x, not the newest nodejs24.x: the handlers are written and type-checked for ' +
        'Node >=20.19 (package.json engines, @types/node 20), which nodejs22.x runs; tests/infra asserts the pin.',
    });
  }
}
