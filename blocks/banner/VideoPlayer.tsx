/**
 * The banner modal's video. A plain <video src> is created at once (Safari plays HLS natively,
 * and it is the fallback); video.js, 200 kB, is imported only now that an m3u8 banner was
 * opened, and then takes over the element to play HLS everywhere. The element is created
 * imperatively because video.js replaces it in the DOM, which React must not own.
 */
import { useEffect, useRef } from 'react';

const HLS_TYPE = 'application/x-mpegURL';

export function VideoPlayer(props: { src: string; title: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const { src, title } = props;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const video = document.createElement('video');
    video.className = 'video-js vjs-big-play-centered banner-modal__video';
    video.controls = true;
    video.playsInline = true;
    video.setAttribute('title', title);
    video.src = src;
    host.appendChild(video);

    let disposed = false;
    let player: { dispose(): void } | null = null;
    Promise.all([import('video.js'), import('video.js/dist/video-js.css')])
      .then(([module]) => {
        if (disposed) return;
        player = module.default(video, {
          controls: true,
          autoplay: true,
          fill: true,
          sources: [{ src, type: HLS_TYPE }],
        });
      })
      .catch((error: unknown) => {
        console.warn('[banner] video.js could not load; playing with the plain <video>', error);
      });

    return () => {
      disposed = true;
      if (player) player.dispose();
      else video.remove();
    };
  }, [src, title]);

  return <div ref={hostRef} className="banner-modal__player" />;
}
