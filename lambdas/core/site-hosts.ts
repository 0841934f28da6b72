// The platform's main hosts (MAIN_HOSTS, the default one first), as /config.json lists them.
import { need } from './env';

export function mainHosts(): string[] {
  return need('MAIN_HOSTS')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}
