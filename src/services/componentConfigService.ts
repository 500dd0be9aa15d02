/**
 * Service component config (seed 000 §3 "preview-enable flag from the teacher-train component
 * config", §7; ledger CORE-API-04, CORE-ENV-08): a component's public properties, asked by format
 * code. The teacher-training course pages ask `teacher-train` for `attachment-preview-enable`;
 * without a true answer no attachment preview is offered. The spec shows no path: this is the
 * stand-in's (server/routes/app-config.ts), on the app-config service. A failure is only logged.
 * Loaded with the course pages' calls (`coursePagesService`), so it stays out of the entry script.
 */
import { configObjectFrom } from './appConfigService';
import { isRecord } from './answers';
import type { HttpClient } from './http/types';

export const COMPONENT_CONFIG_PATH = '/v1/component_configs';
/** The teacher-training component's format code. */
export const TEACHER_TRAIN_FORMAT_CODE = 'teacher-train';
/** Its property that switches the course attachments' online preview on. */
export const ATTACHMENT_PREVIEW_PROPERTY = 'attachment-preview-enable';

export interface ComponentConfigService {
  /** The asked properties of a component; {} when the call fails (logged). */
  properties(formatCode: string, properties: string[]): Promise<Record<string, unknown>>;
  /** Whether teacher-training course attachments may be previewed online. */
  attachmentPreviewEnabled(): Promise<boolean>;
}

/** `true` or `"true"` (config values often travel as text) switch a flag on; nothing else does. */
export const flagOn = (value: unknown) => value === true || value === 'true';

export function createComponentConfigService(
  client: HttpClient,
  logger: Pick<Console, 'warn'> = console,
): ComponentConfigService {
  const asked = new Map<string, Promise<Record<string, unknown>>>();
  const properties: ComponentConfigService['properties'] = (formatCode, names) => {
    const key = `${formatCode}|${names.join(',')}`;
    let answer = asked.get(key);
    if (!answer) {
      answer = client
        .request<unknown>({
          service: 'app',
          method: 'GET',
          path: COMPONENT_CONFIG_PATH,
          query: { public: true, formatCode, properties: names.join(',') },
        })
        .then((body) =>
          configObjectFrom(isRecord(body) && 'properties' in body ? body.properties : body),
        )
        .catch((error: unknown) => {
          logger.warn(`[component config] ${formatCode} could not be read`, error);
          asked.delete(key);
          return {};
        });
      asked.set(key, answer);
    }
    return answer;
  };
  return {
    properties,
    attachmentPreviewEnabled: async () =>
      flagOn(
        (await properties(TEACHER_TRAIN_FORMAT_CODE, [ATTACHMENT_PREVIEW_PROPERTY]))[
          ATTACHMENT_PREVIEW_PROPERTY
        ],
      ),
  };
}
