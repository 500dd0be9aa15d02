/**
 * Likes and views of one resource (seed 000 §3 resource stats, §5 like counts, §7 stats and like
 * calls). Liking needs login: an anonymous visitor is asked whether to log in, and sent to the
 * sign-in page on confirm. After a like the count is read again from the stats service.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import type { ResourceStats } from '../../src/services/entities';
import { formatLikeCount } from '../../src/lib/likeCount';
import { compactCount } from '../../src/lib/numberFormat';
import { likeKey, readLike, writeLike } from './likeRecord';

export function LikeBar({ resourceId }: { resourceId: string }) {
  const t = useT();
  const services = useServices();
  const { session, ui, envName, clock } = useRuntime();
  const location = useLocation();
  const [stats, setStats] = useState<ResourceStats | null>(null);
  // Counts appear only once the stats service answered: a 0 flashed before 2万 would be wrong.
  const [statsState, setStatsState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [busy, setBusy] = useState(false);
  const userId = session.user?.user_id ?? null;
  const key = userId ? likeKey(envName, userId, resourceId) : null;
  const [likedKey, setLikedKey] = useState<string | null>(null);
  const liked = key !== null && (likedKey === key || readLike(key) !== null);

  useEffect(() => {
    let live = true;
    setStatsState('loading');
    services.stats.one(resourceId).then(
      (answer) => {
        if (!live) return;
        setStats(answer);
        setStatsState('loaded');
      },
      () => {
        if (live) setStatsState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [services, resourceId]);

  const like = async () => {
    if (busy || liked || session.waiting) return;
    if (!session.loggedIn || !key) {
      if (await ui.confirm(t('msg:detail.loginToLike'))) {
        session.login(`${location.pathname}${location.search}`);
      }
      return;
    }
    setBusy(true);
    try {
      await services.stats.like(resourceId);
      writeLike(key, { like_status: 1, update_time: clock.now() });
      // The liked look and the new count appear together; if the count cannot be read again,
      // the like still counts one more.
      const fresh = await services.stats.one(resourceId).catch(() => null);
      setLikedKey(key);
      setStatsState('loaded');
      setStats(
        (previous) =>
          fresh ?? {
            id: resourceId,
            like_count: (previous?.like_count ?? 0) + 1,
            total_uv: previous?.total_uv ?? 0,
          },
      );
    } catch {
      ui.toast(t('msg:detail.likeFailed'));
    } finally {
      setBusy(false);
    }
  };

  const counted = statsState === 'loaded';
  const likeCount = counted ? formatLikeCount(stats?.like_count ?? 0) : '';
  return (
    <div
      className="resource-detail__stats"
      data-resource-stats={resourceId}
      data-stats-state={statsState}
    >
      <button
        type="button"
        className={`resource-detail__like${liked ? ' resource-detail__like--on' : ''}`}
        aria-pressed={liked}
        disabled={busy}
        onClick={() => void like()}
        data-like-count={stats?.like_count ?? 0}
      >
        <span className="resource-detail__like-icon" aria-hidden="true" />
        <span>{t(liked ? 'msg:detail.liked' : 'msg:detail.like')}</span>
        <span className="resource-detail__like-count">{likeCount}</span>
      </button>
      {counted && (
        <span className="resource-detail__views" data-views={stats?.total_uv ?? 0}>
          {t('msg:detail.views', { count: compactCount(stats?.total_uv ?? 0) })}
        </span>
      )}
    </div>
  );
}
