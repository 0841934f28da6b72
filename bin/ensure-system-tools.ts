// Installs the Debian packages the test suite needs (Chromium for e2e, Java for DynamoDB Local) when missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

interface SystemTool {
  name: string;
  present: () => boolean;
  packages: string[];
}

const tools: SystemTool[] = [
  { name: 'Chromium', present: () => existsSync('/usr/bin/chromium'), packages: ['chromium'] },
  {
    name: 'Java',
    present: () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0,
    packages: ['openjdk-17-jre-headless'],
  },
];

function asRoot(command: string[]): string[] {
  return process.getuid?.() === 0 ? command : ['sudo', ...command];
}

export function ensureSystemTools(): void {
  const missing = tools.filter((tool) => !tool.present());
  if (missing.length === 0) return;
  const packages = missing.flatMap((tool) => tool.packages);
  console.log(`Installing ${missing.map((t) => t.name).join(', ')} from Debian: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [update, ...updateArgs] = asRoot(['apt-get', 'update', '-qq']);
  execFileSync(update!, updateArgs, { stdio: 'inherit', env });
  const [install, ...installArgs] = asRoot(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
  execFileSync(install!, installArgs, { stdio: 'inherit', env });
}
