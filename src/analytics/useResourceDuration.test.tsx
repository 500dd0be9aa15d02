/**
 * The resource-duration interval as a content page gets it (seed 000 §9; ledger CORE-ANALYTICS-04,
 * -06, CORE-CONST-17/18, A-53): the hook reads the page's app config, so `ResourceDurationPostTime`
 * changes when the report goes; without it a portal page reports every 180 s; a campaign page
 * keeps its own 300 s whatever the config says. Time runs on fake timers; the page's reporter is
 * watched where the hook hands it the event.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../blocks/testing/renderBlock';
import { createFakeServices } from '../../blocks/testing/renderBlock';
import { analyticsFor } from './analyticsHost';
import { RESOURCE_DURATION_EVENT_TYPE } from './eventTypes';
import { useResourceDuration } from './useResourceDuration';

const DOCUMENT = { id: 'doc-guanchao', type: 'assets_document' };

function ContentPage() {
  useResourceDuration(DOCUMENT);
  return null;
}

/**
 * A content page whose app config answers `config`, on a site of `kind`, once the hook's
 * tracker is running (it starts when the reporter and the config are there).
 */
async function contentPage(config: Record<string, unknown>, kind: 'portal' | 'campaign') {
  const services = createFakeServices();
  services.appConfig.siteConfig = vi.fn(async () => config);
  const host = analyticsFor({ services });
  const reports: { sink: string; attributes: Record<string, string> }[] = [];
  vi.spyOn(host.reporter, 'track').mockImplementation(
    async (sink, header, eventType, attributes) => {
      if (eventType === RESOURCE_DURATION_EVENT_TYPE) reports.push({ sink, attributes });
      return { event_id: 'e1', event_type: eventType, event_time: 0, attributes };
    },
  );
  const started = vi.spyOn(host, 'onUnload');
  const page = renderWithRuntime(<ContentPage />, { services, site: { kind } });
  await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
  const advance = (ms: number) => vi.advanceTimersByTime(ms);
  return { page, reports, advance };
}

beforeEach(() => {
  // The interval and the tracker's clock; the reporter's own timeouts stay real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('resource duration interval of a page (CORE-ANALYTICS-04, -06)', () => {
  it('ResourceDurationPostTime = 60 in the app config: the report goes at 60 s, not before', async () => {
    const { reports, advance, page } = await contentPage(
      { ResourceDurationPostTime: 60 },
      'portal',
    );
    advance(59_000);
    expect(reports).toEqual([]);
    advance(1_000);
    expect(reports).toEqual([
      {
        sink: 'portal',
        attributes: expect.objectContaining({
          resource_id: DOCUMENT.id,
          kind: 'document',
          duration: '60',
        }) as unknown as Record<string, string>,
      },
    ]);
    advance(60_000);
    expect(reports.map((report) => report.attributes.duration)).toEqual(['60', '60']);
    page.unmount();
  });

  it('without the field a portal page reports every 180 s (the seed 000 §9 default)', async () => {
    const { reports, advance, page } = await contentPage({}, 'portal');
    advance(179_000);
    expect(reports).toEqual([]);
    advance(1_000);
    expect(reports.map((report) => report.attributes.duration)).toEqual(['180']);
    page.unmount();
  });

  it('a campaign page keeps its 300 s whatever the config says (A-53)', async () => {
    const { reports, advance, page } = await contentPage(
      { ResourceDurationPostTime: 60 },
      'campaign',
    );
    // Active the whole time: the no-operation cap (300 s) must not stop the count.
    for (let second = 0; second < 299; second += 1) {
      advance(1_000);
      document.dispatchEvent(new Event('pointermove'));
    }
    expect(reports).toEqual([]);
    advance(1_000);
    expect(reports).toEqual([
      {
        sink: 'campaign',
        attributes: expect.objectContaining({ duration: '300' }) as unknown as Record<
          string,
          string
        >,
      },
    ]);
    page.unmount();
  });
});
