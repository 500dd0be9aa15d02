/**
 * The clickable part of a content card. A card whose resource type has no page (no link from
 * `itemLink`) is a button that says 当前资源类型暂不支持 instead of navigating (seed 000 §5).
 * A click on it is reported with the item's resource kind (seed 000 §3, ledger CORE-ANALYTICS-08,
 * CORE-HELPER-11..19; also `data-resource-kind`), and an in-site navigation then waits
 * TRACKED_NAVIGATION_DELAY_MS (300 ms, seed 000 §9, CORE-ANALYTICS-09) so the report leaves
 * first. A link opening another site (a new tab) is not delayed: the browser allows a new tab
 * only at the click itself.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { kindOf } from '../../src/lib/resourceKind';
import { TRACKED_NAVIGATION_DELAY_MS } from '../../src/lib/specConstants';
import { sinkOfSite, trackEvent } from '../../src/analytics/track';
import { RESOURCE_CLICK_EVENT_TYPE } from '../../src/analytics/eventTypes';
import { SafeLink } from './SafeLink';

export function ItemAction(props: {
  href: string | undefined;
  /** The item's resource_type; absent for items that are not resources. */
  resourceType?: string | null;
  className?: string;
  children: ReactNode;
}) {
  const runtime = useRuntime();
  const { ui, t } = runtime;
  const navigate = useNavigate();
  const kind = props.resourceType === undefined ? undefined : kindOf(props.resourceType);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (kind === undefined) return;
    const anchor = event.currentTarget;
    trackEvent(runtime, sinkOfSite(runtime.site.kind), RESOURCE_CLICK_EVENT_TYPE, {
      kind,
      resource_type: props.resourceType ?? '',
      href: anchor.getAttribute('href') ?? '',
      site_id: runtime.site.id,
    });
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plainClick || anchor.target === '_blank') return;
    event.preventDefault();
    const to = `${anchor.pathname}${anchor.search}${anchor.hash}`;
    window.setTimeout(() => navigate(to), TRACKED_NAVIGATION_DELAY_MS);
  };
  if (props.href === undefined) {
    return (
      <button
        type="button"
        className={`${props.className ?? ''} section-item-unsupported`}
        data-resource-kind={kind}
        onClick={() => ui.toast(t('msg:section.unsupportedResource'))}
      >
        {props.children}
      </button>
    );
  }
  return (
    <SafeLink
      href={props.href}
      className={props.className}
      data-resource-kind={kind}
      onClick={onClick}
    >
      {props.children}
    </SafeLink>
  );
}
