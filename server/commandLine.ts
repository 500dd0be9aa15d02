/**
 * The command line of `server/main.ts` (also `npm start`, `npm run dev`): flags and environment
 * turned into the server's options, or the sentence that says why it will not start. Kept apart
 * from main.ts so tests can check every rule without starting a process.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { StartOptions } from './app';
import { DEFAULT_BIND_HOST, parseAllowedHost } from './http/access';
import { DEFAULT_DB_PATH, DEFAULT_DIST_DIR } from './paths';

export const USAGE = `用法: tsx server/main.ts [--port 8080] [--host 127.0.0.1] [--allowed-hosts a.example,b.example]
                      [--db var/portal.sqlite] [--dist dist] [--scenarios] [--dev] [--log] [--production]
  PORT              端口（默认 8080；--port 优先）
  HOST              监听地址（默认 127.0.0.1，只有本机可访问；--host 优先）。
                    例如 HOST=0.0.0.0 在所有网络接口上提供服务
  ALLOWED_HOSTS     逗号分隔的额外主机名（同 --allowed-hosts，两者合并）；*.example.cn 允许其所有子域名。
                    本机名称、environments.json 中的站点主机名和监听地址本身总是允许的
  EDU_SCENARIOS=1   同 --scenarios：开启 /__scenario 场景切换接口（预览模式默认开启，只接受本机请求）
  --dev             开发模式：开启场景接口和请求日志
  --production      生产模式（或 EDU_MODE=production）：站点清单有误时继续使用上一份有效清单，只记录错误；
                    不提供预览应用、演示账号免密登录、清单写回和场景接口，不能与 --scenarios/--dev 同用`;

export type CommandLine =
  | { kind: 'help'; text: string }
  | { kind: 'refuse'; message: string; exitCode: 2 }
  | { kind: 'start'; options: StartOptions };

/** Splits a comma-separated list, dropping empty entries. */
function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function resolveCommandLine(argv: readonly string[], env: NodeJS.ProcessEnv): CommandLine {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'allowed-hosts': { type: 'string', multiple: true },
        db: { type: 'string' },
        dist: { type: 'string' },
        scenarios: { type: 'boolean', default: false },
        dev: { type: 'boolean', default: false },
        log: { type: 'boolean', default: false },
        production: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    return {
      kind: 'refuse',
      message: `参数有误：${(error as Error).message}\n${USAGE}`,
      exitCode: 2,
    };
  }
  if (values.help) return { kind: 'help', text: USAGE };

  const portText = values.port ?? (env.PORT || undefined) ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    return { kind: 'refuse', message: `端口无效: ${portText}\n${USAGE}`, exitCode: 2 };

  const host = values.host ?? (env.HOST?.trim() || DEFAULT_BIND_HOST);
  const allowedHosts = [
    ...listOf(env.ALLOWED_HOSTS),
    ...(values['allowed-hosts'] ?? []).flatMap(listOf),
  ];
  for (const entry of allowedHosts) {
    const parsed = parseAllowedHost(entry);
    if ('error' in parsed) return { kind: 'refuse', message: parsed.error, exitCode: 2 };
  }

  const mode = values.production || env.EDU_MODE === 'production' ? 'production' : 'preview';
  const scenarioSwitch = values.scenarios || values.dev || env.EDU_SCENARIOS === '1';
  if (mode === 'production' && scenarioSwitch)
    return {
      kind: 'refuse',
      message:
        '生产模式不能开启场景接口：--scenarios、--dev 或 EDU_SCENARIOS=1 会让任何人切换活动状态、免密登录演示账号，服务未启动。请去掉这些开关，或不用生产模式。',
      exitCode: 2,
    };

  return {
    kind: 'start',
    options: {
      port,
      host,
      allowedHosts,
      dbPath: values.db ? resolve(values.db) : DEFAULT_DB_PATH,
      distDir: values.dist ? resolve(values.dist) : DEFAULT_DIST_DIR,
      // The preview app's context simulator signs in demo accounts and switches contest states
      // through the scenario endpoints, so `npm start` (preview mode) has them, for this machine
      // only; production never.
      scenarios: mode === 'preview',
      logger: values.log || values.dev,
      mode,
    },
  };
}
