import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from './app';
import { resolveCommandLine } from './commandLine';

export { createApp, startServer } from './app';

async function main(): Promise<void> {
  const command = resolveCommandLine(process.argv.slice(2), process.env);
  if (command.kind === 'help') {
    console.log(command.text);
    return;
  }
  if (command.kind === 'refuse') {
    console.error(command.message);
    process.exit(command.exitCode);
  }
  const server = await startServer(command.options);
  // The address really bound (0.0.0.0 when the operator asked for every interface), not a guess.
  console.log(`Portal listening on ${server.boundUrl}`);

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
