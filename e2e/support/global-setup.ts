// Runs once for the whole e2e suite: build the web client if needed, start one real server for every test
// file, and stop it afterwards. E2E_BASE_URL points the suite at a server that is already running instead.
import type { TestProject } from 'vitest/node';
import { buildWebIfNeeded, startServer } from './server-process';

declare module 'vitest' {
  // Module augmentation needs an interface: a type alias cannot merge into vitest's ProvidedContext.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseURL', external.replace(/\/+$/, ''));
    return;
  }
  buildWebIfNeeded();
  const server = await startServer();
  project.provide('baseURL', server.baseURL);
  return async () => {
    await server.stop();
  };
}
