import { createLogger, exitOnShutdownSignal } from '@vauhti/server-kit';
import { createApp } from './app';
import { loadWebConfig } from './config';

// Serves apps/web/dist on its own (`npm run serve -w apps/web`, after `npm run build -w apps/web`).
const config = loadWebConfig();
const logger = createLogger({ name: 'web', level: config.logLevel });
const app = await createApp(config);
await app.listen({ host: config.host, port: config.port });
exitOnShutdownSignal(() => app.close(), logger);
