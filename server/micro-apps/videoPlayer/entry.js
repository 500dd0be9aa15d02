/**
 * Stand-in video-player wrapper: a plain <video> for the host's `src` (http(s) or in-site only),
 * with a notice when there is nothing to play or the video fails.
 */
import { h, renderPanel, text } from '../shared/panel.js';

const PLAYABLE = /^(https?:\/\/|\/(?!\/))/i;

export function mount(container, context) {
  const src = text(context.props.src, '');
  const status = h('p', { class: 'mapp__note', role: 'status' });
  const title = text(context.props.title, '视频');
  if (!PLAYABLE.test(src)) {
    status.textContent = '暂无可播放的视频';
    return renderPanel(container, 'videoPlayer', title, status);
  }
  const onerror = () => {
    status.textContent = '视频暂时无法播放，请稍后重试';
  };
  const video = h('video', { class: 'mapp__video', controls: true, preload: 'none', src, onerror });
  return renderPanel(container, 'videoPlayer', title, video, status);
}
