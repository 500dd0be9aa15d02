/**
 * A contest's regional entries (赛区) and its stages (seed 001 §9; ledger HD-SXJ-08, HD-SXJ-10):
 * one card per region the manifest lists, in its order, each with who may take part and a
 * 活动报名 button run through the site's `enroll` gate to `contest/{id}/enroll?region={key}`;
 * then the stage strip 初测 · 复测. How many regions a contest has is the manifest's to say
 * so the block holds no count of its own.
 */
import { useId, useState } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import { useGateRunner } from '../../src/runtime/gates/useGateRunner';
import { useContestId } from '../shared/useContestId';
import {
  regionDescriptionKey,
  regionEnrolTarget,
  regionTitleKey,
  stageLabelKey,
  type RegionKey,
} from './regions';
import './contest-regions.css';
import type { ContestRegionsProps } from './props.gen';

export type { ContestRegionsProps };

/** One of the schema's `regions` (props.gen.ts). */
export type ContestRegion = ContestRegionsProps['regions'][number];

/** One of the schema's `stages` (props.gen.ts). */
export type ContestStage = NonNullable<ContestRegionsProps['stages']>[number];

/** The gate 活动报名 runs unless the manifest names another: the page's own 活动报名 rules. */
const DEFAULT_GATE = 'enroll';

/** The first entry of each key: a key listed twice would be one region shown twice. */
function firstOfEachKey<T extends { key: string }>(items: T[]): T[] {
  return items.filter(
    (item, index) => items.findIndex((other) => other.key === item.key) === index,
  );
}

export default function ContestRegionsBlock({ props }: BlockProps<ContestRegionsProps>) {
  const t = useT();
  const runGate = useGateRunner();
  const contestId = useContestId(props);
  const baseId = useId();
  const [busy, setBusy] = useState<RegionKey | null>(null);
  if (!contestId) return null;
  const gate = props.gate ?? DEFAULT_GATE;
  const regions = firstOfEachKey(props.regions);
  const stages = firstOfEachKey(props.stages ?? []);
  const headingId = `${baseId}-heading`;

  return (
    <section className="contest-regions" aria-labelledby={headingId} data-contest-id={contestId}>
      <h2 id={headingId} className="contest-regions__heading">
        {t('msg:contestRegions.heading')}
      </h2>
      <ul className="contest-regions__list">
        {regions.map((region) => {
          const titleId = `${baseId}-${region.key}-title`;
          const buttonId = `${baseId}-${region.key}-enroll`;
          return (
            <li key={region.key} className="contest-regions__card" data-region={region.key}>
              <h3 id={titleId} className="contest-regions__title">
                {t(region.title ?? regionTitleKey(region.key))}
              </h3>
              <p className="contest-regions__description">
                {t(region.description ?? regionDescriptionKey(region.key))}
              </p>
              <button
                id={buttonId}
                type="button"
                className="contest-regions__enroll"
                // Not data-gate: the page's own 活动报名 keeps being the one [data-gate="enroll"].
                data-region-gate={gate}
                // Three buttons read 活动报名: the region's title tells them apart when heard.
                aria-labelledby={`${buttonId} ${titleId}`}
                aria-busy={busy === region.key}
                disabled={busy === region.key}
                onClick={async () => {
                  setBusy(region.key);
                  try {
                    await runGate({
                      gate,
                      contestId,
                      to: regionEnrolTarget(contestId, region.key),
                    });
                  } finally {
                    setBusy(null);
                  }
                }}
              >
                {t('msg:contestRegions.enroll')}
              </button>
            </li>
          );
        })}
      </ul>
      {stages.length > 0 && (
        <div className="contest-regions__stages">
          <h3 className="contest-regions__stages-heading">{t('msg:contestStage.heading')}</h3>
          <ol className="contest-regions__stage-list">
            {stages.map((stage) => (
              <li key={stage.key} className="contest-regions__stage" data-stage={stage.key}>
                <span className="contest-regions__stage-label">{t(stageLabelKey(stage.key))}</span>
                {stage.description && (
                  <span className="contest-regions__stage-description">{t(stage.description)}</span>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
