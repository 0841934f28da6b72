// The activity fixtures as the unit tests read them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(import.meta.dirname, '../../fixtures/activities');

export const fixtureBytes = (name: string): Buffer => readFileSync(join(folder, name));
export const fixtureText = (name: string): string => fixtureBytes(name).toString('utf8');

/** 2026-03-08T13:00:00Z, the fixtures' start. */
export const RUN_START = 1_772_974_800;
