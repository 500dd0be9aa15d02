import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from './app';
import { DEFAULT_DB_PATH, DEFAULT_DIST_DIR } from './paths';

export { createApp, startServer } from './app';

const USAGE = `用法: tsx server/main.ts [--port 8080] [--host 0.0.0.0] [--db var/portal.sqlite] [--dist dist]
                      [--scenarios] [--dev] [--log]
  PORT              端口（默认 8080；--port 优先）
  EDU_SCENARIOS=1   同 --scenarios：开启 /__scenario 场景切换接口（预览模式默认开启；生产模式可用此项开启）
  --dev             开发模式：开启场景接口和请求日志
  --production      生产模式（或 EDU_MODE=production）：站点清单有误时继续使用上一份有效清单，只记录错误`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '0.0.0.0' },
      db: { type: 'string' },
      dist: { type: 'string' },
      scenarios: { type: 'boolean', default: false },
      dev: { type: 'boolean', default: false },
      log: { type: 'boolean', default: false },
      production: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port ?? process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`端口无效: ${values.port ?? process.env.PORT}\n${USAGE}`);
    process.exit(2);
  }
  const mode =
    values.production || process.env.EDU_MODE === 'production' ? 'production' : 'preview';
  const server = await startServer({
    port,
    host: values.host,
    dbPath: values.db ? resolve(values.db) : DEFAULT_DB_PATH,
    distDir: values.dist ? resolve(values.dist) : DEFAULT_DIST_DIR,
    // The preview app's context simulator signs in demo accounts and switches contest states
    // through the scenario endpoints, so `npm start` (preview mode) has them; production never.
    scenarios:
      mode === 'preview' || values.scenarios || values.dev || process.env.EDU_SCENARIOS === '1',
    logger: values.log || values.dev,
    mode,
  });
  console.log(`Portal listening on ${server.url}`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`关闭时出错 (${signal}):`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

// Importing this module (tests, scripts) must not start a server; running it does.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
