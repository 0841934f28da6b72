import type { TestProject } from 'vitest/node';
export default function setup(project: TestProject) {
  project.provide('cloudUrl', 'http://localhost:3103');
}
