/**
 * The portal's analytics collector (seed 000 §7 "Analytics: POST /v1/data_collect/xstudy_web
 * with events", ledger CORE-API-47), on service `analytics` with the `sdp-app-id` header
 * (CORE-HTTP-17). The payload is `{ header, events[] }` (seed 001 §3). Only page-view tracking
 * uses it so far; it is loaded on first use (`PortalServices.analytics`), so nothing of it is in
 * the visitor's entry script.
 */
import type { HttpClient } from './http/types';

export const DATA_COLLECT_PATH = '/v1/data_collect/xstudy_web';

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
  /** Posts the events; rejects on any failure (the caller decides whether to care). */
  collect(payload: AnalyticsPayload): Promise<void>;
}

export function createAnalyticsService(client: HttpClient): AnalyticsService {
  return {
    async collect(payload) {
      await client.request({
        service: 'analytics',
        method: 'POST',
        path: DATA_COLLECT_PATH,
        data: payload,
        appIdHeader: true,
      });
    },
  };
}
