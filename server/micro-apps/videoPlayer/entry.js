/**
 * Stand-in video-player wrapper: plays the host's `src` (http(s) or in-site only) in the
 * portal's own player, which the host lends through `context.player.mount` (issue 15: one
 * player everywhere, with its HLS, subtitles and 'Video cannot be played' hint), and says so
 * when there is nothing to play.
 *
 * Given a `liveId` instead (the public live page, /publicLive/:liveId), it reads that live from
 * the stand-in's content detail, as the real wrapper reads its live room: before the start it
 * says when the live begins, from the start it plays the stream, after the end the replay.
 */
import { h, renderPanel, text } from '../shared/panel.js';

const PLAYABLE = /^(https?:\/\/|\/(?!\/))/i;
const LIVE_DETAIL = (liveId) =>
  `/svc/course/v1/contents/${encodeURIComponent(liveId)}/actions/detail?content_type=open_class_live`;

/** The panel with the portal's player in it; the unmount removes both. */
function renderPlayer(container, context, title, src, ...notes) {
  const stage = h('div', { class: 'mapp__video' });
  const unmountPanel = renderPanel(container, 'videoPlayer', title, stage, ...notes);
  const unmountPlayer = context.player.mount(stage, { sources: [{ src }], title });
  return () => {
    unmountPlayer();
    unmountPanel();
  };
}

/** "2026-11-23 09:30:00" style platform time → epoch ms (China time), or NaN. */
function platformTime(value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(String(value ?? ''));
  if (!match) return Number.NaN;
  const [, y, mo, d, hh, mm] = match;
  return Date.parse(`${y}-${mo}-${d}T${hh}:${mm}:00+08:00`);
}

function startLabel(value) {
  const match = /^\d{4}-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(String(value ?? ''));
  return match ? `${match[1]}月${match[2]}日 ${match[3]}:${match[4]}` : '';
}

function mountLive(container, context, liveId, fallbackTitle) {
  const status = h('p', { class: 'mapp__note', role: 'status' }, '正在进入直播间…');
  let unmount = renderPanel(container, 'videoPlayer', fallbackTitle, status);
  let cancelled = false;
  fetch(LIVE_DETAIL(liveId), { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
    .then((detail) => {
      if (cancelled) return;
      const live = detail.live ?? {};
      const title = text(detail.title, fallbackTitle);
      const start = platformTime(live.start_time);
      const end = platformTime(live.end_time);
      const now = Date.now();
      const note = h('p', { class: 'mapp__note', role: 'status' });
      if (now < start) {
        note.textContent = `直播将于 ${startLabel(live.start_time)} 开始，敬请期待`;
        unmount = renderPanel(container, 'videoPlayer', title, note);
        return;
      }
      const src = now > end ? live.replay?.[0]?.src : live.play_url;
      if (!PLAYABLE.test(String(src ?? ''))) {
        note.textContent = now > end ? '直播已结束，回放生成中' : '暂无可播放的视频';
        unmount = renderPanel(container, 'videoPlayer', title, note);
        return;
      }
      note.textContent = now > end ? '直播已结束，正在播放回放' : '直播中';
      unmount = renderPlayer(container, context, title, src, note);
    })
    .catch(() => {
      if (!cancelled) status.textContent = '直播信息暂时无法读取，请稍后重试';
    });
  return () => {
    cancelled = true;
    unmount();
  };
}

export function mount(container, context) {
  const src = text(context.props.src, '');
  const title = text(context.props.title, '视频');
  const liveId = text(context.props.liveId, '');
  if (!PLAYABLE.test(src) && liveId) return mountLive(container, context, liveId, title);
  const status = h('p', { class: 'mapp__note', role: 'status' });
  if (!PLAYABLE.test(src)) {
    status.textContent = '暂无可播放的视频';
    return renderPanel(container, 'videoPlayer', title, status);
  }
  return renderPlayer(container, context, title, src);
}
