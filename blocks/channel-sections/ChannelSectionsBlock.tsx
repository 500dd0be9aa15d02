/**
 * Channel sections (named block): fetches a channel's sections, hydrates them and renders each
 * with the registry entry for its type code. Seed 000 §2 "Channel landing page", §5, §8;
 * CORE-CHAN-01..03, 11, 32, 33, 45.
 *
 * - The channel id is `channelId`, else the value of the query parameter `channelIdFromQuery`.
 *   With neither, the first two channels are shown as two groups.
 * - Each section loads its code on demand and sits in its own error boundary; it carries
 *   data-section-id / -type / -key. Types without a block render nothing (logged once).
 * - `sectionKeys` orders and picks the keyed sections (arrangeByKeys).
 * - While loading a skeleton shows; if the sections cannot be fetched the generic error screen
 *   shows, with its back-to-home link (CORE-SHARED-04).
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useServices } from '../../src/runtime/hooks';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useRequest } from '../../src/services/http/useRequest';
import { PageErrorScreen } from '../../src/shell/screens/PageErrorScreen';
import { arrangeByKeys } from '../../src/runtime/sections/arrangeSections';
import type { HydratedSection } from '../../src/runtime/sections/hydrateSection';
import { SectionSkeleton, SectionSlot, useLogUnknownSectionTypes } from '../shared/SectionSlot';
import { useLinkBase } from '../shared/useLinkBase';
import { channelSectionsOnce, settledChannelSections } from './loadChannelSections';
import { channelIdOf } from './shownSections';
import '../shared/section.css';
import './channel-sections.css';
import type { ChannelSectionsProps } from './props.gen';

export type { ChannelSectionsProps };

function SectionItem(props: { section: HydratedSection; linkBase: string }) {
  const { registry } = useRuntime();
  const { section } = props;
  if (!registry.bySectionType(section.type)) return null;
  return (
    <div
      className="channel-sections__section"
      data-section-id={section.id}
      data-section-type={section.type}
      data-section-key={section.key}
    >
      <SectionSlot section={section} linkBase={props.linkBase} />
    </div>
  );
}

export default function ChannelSectionsBlock({ props }: BlockProps<ChannelSectionsProps>) {
  const services = useServices();
  const { registry } = useRuntime();
  const [query] = useSearchParams();
  const base = useLinkBase(props.linkBase);
  const channelId = channelIdOf(props, query);
  // The page's early start (prefetch) usually has them already: then they show at once.
  const settled = settledChannelSections(services, channelId);
  const request = useRequest(
    () => channelSectionsOnce(services, channelId, registry),
    [services, channelId, registry],
  );

  useEffect(() => {
    if (request.state === 'error')
      console.error('[channel-sections] sections could not be loaded', request.error);
  }, [request.state, request.error]);

  const groups =
    request.state === 'finished'
      ? (request.data ?? [])
      : request.state === 'pending'
        ? settled
        : [];
  useLogUnknownSectionTypes(
    (groups ?? []).flatMap((group) => group.sections.map((section) => section.type)),
    'channel-sections',
  );

  if (request.state === 'pending' && !groups) {
    return (
      <div className="channel-sections channel-sections--loading" aria-busy="true">
        <SectionSkeleton />
        <SectionSkeleton />
      </div>
    );
  }
  if (request.state === 'error') return <PageErrorScreen />;
  return (
    <div className="channel-sections">
      {(groups ?? []).map((group) => (
        <div
          key={group.channelId}
          className="channel-sections__group"
          data-channel-id={group.channelId}
        >
          {arrangeByKeys(group.sections, props.sectionKeys).map((section) => (
            <SectionItem key={section.id} section={section} linkBase={base} />
          ))}
        </div>
      ))}
    </div>
  );
}
