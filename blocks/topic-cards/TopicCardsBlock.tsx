/**
 * Static topic cards (seed 001 §2 "Data contest page", the eight diaa topics): a join menu of
 * the topics (anchors #anchor_1…#anchor_n, A-48), then one card per topic with title,
 * description, cover, date, support logo and an extra note, linking to the topic's enrolment and
 * its score ranking (`score?pos=n`, n the topic number). The cards are manifest data, not a
 * service answer: the contest publishes them once.
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { SafeLink } from '../shared/SafeLink';
import { anchorStyle, topicAnchorId, useHashAnchor } from '../shared/useHashAnchor';
import './topic-cards.css';
import type { TopicCardsProps } from './props.gen';

export type { TopicCardsProps };

/** One of the schema's `cards` (props.gen.ts). */
export type TopicCard = TopicCardsProps['cards'][number];

export const DEFAULT_ENROLL_TO = 'contest/{contestId}/enroll';
export const DEFAULT_SCORE_TO = 'score?pos={pos}';

/** The anchor of the card at `index` (from 0), as the join menu links to it: anchor_1 … */
export const topicAnchor = (index: number) => topicAnchorId(index + 1);

/** Whether a hash names one of `count` topic anchors. */
const isTopicAnchor = (count: number) => (id: string) => {
  const match = /^anchor_(\d+)$/.exec(id);
  return match !== null && Number(match[1]) >= 1 && Number(match[1]) <= count;
};

export default function TopicCardsBlock({ props, blockId }: BlockProps<TopicCardsProps>) {
  const t = useT();
  const { sitePrefix } = useRuntime();
  const enrollTo = props.enrollTo ?? DEFAULT_ENROLL_TO;
  const scoreTo = props.scoreTo ?? DEFAULT_SCORE_TO;

  // A join-menu link (or an address with #anchor_n) scrolls to topic n, 72 px below the top.
  useHashAnchor(isTopicAnchor(props.cards.length));

  return (
    <section className="topic-cards" data-block-id={blockId}>
      {props.title && <h2 className="topic-cards__title">{t(props.title)}</h2>}
      <nav className="topic-cards__join" aria-label={t(props.joinLabel ?? 'msg:topicCards.join')}>
        <span className="topic-cards__join-label">
          {t(props.joinLabel ?? 'msg:topicCards.join')}
        </span>
        <ol className="topic-cards__join-list">
          {props.cards.map((card, index) => (
            <li key={index}>
              <SafeLink href={siteHref(sitePrefix, `#${topicAnchor(index)}`)}>
                {t(card.title)}
              </SafeLink>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="topic-cards__grid">
        {props.cards.map((card, index) => {
          const fill = (template: string) =>
            template
              .replace('{contestId}', encodeURIComponent(card.contestId))
              .replace('{pos}', String(index + 1))
              .replace('{index}', String(index));
          return (
            <li
              key={index}
              id={topicAnchor(index)}
              className="topic-cards__card"
              style={anchorStyle}
              data-topic={index + 1}
            >
              <img className="topic-cards__cover" src={card.cover} alt="" loading="lazy" />
              <div className="topic-cards__content">
                <h3 className="topic-cards__card-title">
                  <span className="topic-cards__number">
                    {t('msg:topicCards.number', { n: index + 1 })}
                  </span>
                  {t(card.title)}
                </h3>
                <p className="topic-cards__desc">{t(card.description)}</p>
                <p className="topic-cards__date">{t(card.date)}</p>
                <p className="topic-cards__support">
                  <img className="topic-cards__logo" src={card.supportLogo} alt="" />
                  {t('msg:topicCards.support', { name: t(card.supportName) })}
                </p>
                {card.note && <p className="topic-cards__note">{t(card.note)}</p>}
                <div className="topic-cards__actions">
                  <SafeLink
                    className="topic-cards__button topic-cards__button--primary"
                    href={siteHref(sitePrefix, fill(enrollTo))}
                  >
                    {t('msg:topicCards.enroll')}
                  </SafeLink>
                  <SafeLink
                    className="topic-cards__button"
                    href={siteHref(sitePrefix, fill(scoreTo))}
                  >
                    {t('msg:topicCards.score')}
                  </SafeLink>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
