/**
 * The sunshine school home (seed 001 §2 "Sunshine school channel"; ledger HD-SUN-07..09, 12,
 * 13): the sunshine channel's sections arranged as the home's four modules, in the spec's
 * order — news notices (the first SUNSHINE_NEWS_MAX_ITEMS items), course learning, showcase and
 * featured resources, related recommendations — each module being the channel section keyed
 * with its name (ext_param section_key). Unkeyed sections (the banner) come first, then the
 * live-class entry, whose press runs a site gate (login, then the special-space check).
 */
import { useEffect, useState } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import { useGateRunner } from '../../src/runtime/gates/useGateRunner';
import { useRequest } from '../../src/services/http/useRequest';
import { SUNSHINE_NEWS_MAX_ITEMS } from '../../src/lib/specConstants';
import type { HydratedSection } from '../../src/runtime/sections/hydrateSection';
import {
  channelSectionsOnce,
  settledChannelSections,
} from '../channel-sections/loadChannelSections';
import { EmptyState } from '../shared/EmptyState';
import { SectionSkeleton, SectionSlot } from '../shared/SectionSlot';
import { useLinkBase } from '../shared/useLinkBase';
import '../shared/section.css';
import './sunshine-home.css';
import type { SunshineHomeProps } from './props.gen';

export type { SunshineHomeProps };

/** Seed 001 §2: the four modules of the home, in this order. */
export const SUNSHINE_MODULE_KEYS = ['news', 'learning', 'showcase', 'recommend'] as const;
export type SunshineModuleKey = (typeof SUNSHINE_MODULE_KEYS)[number];

/** The schema's `liveClass` entry (props.gen.ts). */
export type SunshineLiveClassEntry = NonNullable<SunshineHomeProps['liveClass']>;

/** The module's section as shown: the news module keeps only its first items (HD-SUN-08). */
export function moduleSection(key: SunshineModuleKey, section: HydratedSection): HydratedSection {
  if (key !== 'news' || !section.libraryContents) return section;
  return { ...section, libraryContents: section.libraryContents.slice(0, SUNSHINE_NEWS_MAX_ITEMS) };
}

function LiveClassEntry({ entry }: { entry: SunshineLiveClassEntry }) {
  const t = useT();
  const runGate = useGateRunner();
  const [busy, setBusy] = useState(false);
  return (
    <aside className="sunshine-home__live" aria-label={t(entry.title)}>
      <div className="sunshine-home__live-text">
        <h2 className="sunshine-home__live-title">{t(entry.title)}</h2>
        {entry.description ? (
          <p className="sunshine-home__live-description">{t(entry.description)}</p>
        ) : null}
      </div>
      <button
        type="button"
        className="sunshine-home__live-button"
        data-gate={entry.gate}
        aria-busy={busy}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await runGate({ gate: entry.gate, to: entry.to });
          } finally {
            setBusy(false);
          }
        }}
      >
        {t(entry.label)}
      </button>
    </aside>
  );
}

export default function SunshineHomeBlock({ props }: BlockProps<SunshineHomeProps>) {
  const t = useT();
  const services = useServices();
  const base = useLinkBase(props.linkBase);
  const { registry } = useRuntime();
  // Shared with the page's early start (prefetch): once it has them, they show at once.
  const settled = settledChannelSections(services, props.channelId);
  const request = useRequest(
    () => channelSectionsOnce(services, props.channelId, registry),
    [services, props.channelId, registry],
  );

  useEffect(() => {
    if (request.state === 'error')
      console.error('[sunshine-home] sections could not be loaded', request.error);
  }, [request.state, request.error]);

  if (request.state === 'pending' && !settled)
    return (
      <div className="sunshine-home sunshine-home--loading" aria-busy="true">
        <SectionSkeleton />
        <SectionSkeleton />
      </div>
    );

  const groups = request.state === 'finished' ? request.data : settled;
  const sections = request.state === 'error' ? [] : (groups?.[0]?.sections ?? []);
  const unkeyed = sections.filter((section) => !section.key);
  const live = props.liveClass ? <LiveClassEntry entry={props.liveClass} /> : null;

  return (
    <div className="sunshine-home">
      {request.state === 'error' ? (
        <p className="sunshine-home__error" role="alert">
          {t('msg:shell.error')}
        </p>
      ) : null}
      {unkeyed.map((section) => (
        <div key={section.id} className="sunshine-home__lead" data-section-id={section.id}>
          <SectionSlot section={section} linkBase={base} />
        </div>
      ))}
      {SUNSHINE_MODULE_KEYS.map((key) => {
        const section = sections.find((candidate) => candidate.key === key);
        const title = t(`msg:sunshine.module.${key}`);
        return (
          <section
            key={key}
            className={`sunshine-home__module sunshine-home__module--${key}`}
            data-module={key}
            aria-label={title}
          >
            <div className="sunshine-home__module-body">
              {section ? (
                <SectionSlot section={moduleSection(key, section)} linkBase={base} />
              ) : (
                <div className="section-frame">
                  <h2 className="section-frame__title">{title}</h2>
                  <EmptyState kind="editing" />
                </div>
              )}
            </div>
            {key === 'news' ? live : null}
          </section>
        );
      })}
    </div>
  );
}
