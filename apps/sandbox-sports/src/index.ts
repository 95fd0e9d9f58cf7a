export { createApp, type SandboxSportsApp, type SandboxSportsAppOptions, type ServiceLogger } from './app';
export { loadSandboxSportsConfig, type SandboxSportsConfig, testSandboxSportsConfig } from './config';
export { type RunningSandboxSports, startSandboxSports } from './start';
