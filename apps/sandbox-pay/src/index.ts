export { createApp, createLookupApp, type SandboxPayApp, type SandboxPayAppOptions, type ServiceLogger } from './app';
export { loadSandboxPayConfig, type SandboxPayConfig, testSandboxPayConfig } from './config';
export { openPaymentsCore, type PaymentsCore, type PaymentsCoreOptions } from './payments/payments-core';
export { type RunningSandboxPay, startSandboxPay } from './start';
