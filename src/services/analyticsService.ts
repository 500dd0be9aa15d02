/**
 * The analytics collector's two paths (seed 001 §7 "Analytics: POST /v1/events (analytics
 * service, header sdp-app-id), payload {header, events[]}" for campaign sites; seed 000 §7
 * "POST /v1/data_collect/xstudy_web" for the portal; ledger HD-ANALYTICS-01, CORE-API-47), on
 * service `analytics` with the `sdp-app-id` header (CORE-HTTP-17). Only the reporter
 * (src/analytics/reporter.ts) sends through it: it queues every event locally first and retries
 * on its own schedule, so nothing here retries. Loaded on first use
 * (`PortalServices.analytics`), so nothing of it is in the visitor's entry script.
 */
import { buildUrl, joinPath } from './http/url';
import type { HttpClient } from './http/types';

export const DATA_COLLECT_PATH = '/v1/data_collect/xstudy_web';
export const CAMPAIGN_EVENTS_PATH = '/v1/events';

/** Where an event goes: campaign sites' events, or the portal's (seed 001 §7, seed 000 §7). */
export type AnalyticsSink = 'campaign' | 'portal';

export const SINK_PATHS: Readonly<Record<AnalyticsSink, string>> = {
  campaign: CAMPAIGN_EVENTS_PATH,
  portal: DATA_COLLECT_PATH,
};

/** A keepalive request's body may not exceed 64 KiB in browsers; stay under it. */
export const KEEPALIVE_BODY_LIMIT = 60_000;

/** Seed 001 §3: who sends the events. */
export interface AnalyticsHeader {
  device_id: string;
  platform: 'WEB';
  /** Empty for an anonymous visitor. */
  user_id: string;
  /** The current role code; empty when anonymous. */
  user_role: string;
}

/** Seed 001 §3: one event. */
export interface AnalyticsEvent {
  event_id: string;
  event_type: string;
  /** Epoch milliseconds, from the runtime clock. */
  event_time: number;
  attributes: Record<string, string>;
}

export interface AnalyticsPayload {
  header: AnalyticsHeader;
  events: AnalyticsEvent[];
}

export interface AnalyticsService {
  /** Posts the events to the sink's path; rejects with the client's error on any failure. */
  send(sink: AnalyticsSink, payload: AnalyticsPayload): Promise<void>;
  /**
   * While the page goes away (`pagehide`): a `keepalive` POST nobody waits for, holding as many
   * of the events as fit the browser's keepalive limit. Returns how many events it carried.
   */
  sendOnUnload(sink: AnalyticsSink, payload: AnalyticsPayload): number;
}

/** The payload cut to the first events whose JSON fits `limit` bytes (at least none). */
export function payloadWithin(payload: AnalyticsPayload, limit: number): AnalyticsPayload {
  const encoder = new TextEncoder();
  const size = (events: AnalyticsEvent[]) =>
    encoder.encode(JSON.stringify({ header: payload.header, events })).length;
  if (size(payload.events) <= limit) return payload;
  let low = 0;
  let high = payload.events.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (size(payload.events.slice(0, middle)) <= limit) low = middle;
    else high = middle - 1;
  }
  return { header: payload.header, events: payload.events.slice(0, low) };
}

export function createAnalyticsService(
  client: HttpClient,
  options: { origin?: () => string; fetch?: typeof fetch } = {},
): AnalyticsService {
  const origin = options.origin ?? (() => window.location.origin);
  return {
    async send(sink, payload) {
      await client.request({
        service: 'analytics',
        method: 'POST',
        path: SINK_PATHS[sink],
        data: payload,
        appIdHeader: true,
      });
    },
    sendOnUnload(sink, payload) {
      const doFetch = options.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
      const fitting = payloadWithin(payload, KEEPALIVE_BODY_LIMIT);
      if (!doFetch || !fitting.events.length) return 0;
      try {
        const url = buildUrl(joinPath(client.env.services.analytics, SINK_PATHS[sink]), origin());
        void doFetch(url, {
          method: 'POST',
          keepalive: true,
          headers: { 'content-type': 'application/json', 'sdp-app-id': client.env.appId },
          body: JSON.stringify(fitting),
        }).catch(() => undefined);
        return fitting.events.length;
      } catch {
        return 0;
      }
    },
  };
}
