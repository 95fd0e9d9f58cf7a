export { createApp, createLookupApp, type SandboxPayApp, type SandboxPayAppOptions, type ServiceLogger } from './app';
export { loadSandboxPayConfig, type SandboxPayConfig, testSandboxPayConfig } from './config';
export { type RunningSandboxPay, startSandboxPay } from './start';
