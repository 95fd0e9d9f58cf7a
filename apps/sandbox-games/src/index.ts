export { createApp, type SandboxGamesApp, type SandboxGamesAppOptions, type ServiceLogger } from './app';
export { loadSandboxGamesConfig, type SandboxGamesConfig, testSandboxGamesConfig } from './config';
export { type RunningSandboxGames, startSandboxGames } from './start';
