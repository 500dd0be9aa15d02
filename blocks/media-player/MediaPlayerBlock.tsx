/** The player as a page block: a manifest names the sources (seed 000 §3 player options). */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import { MediaPlayer } from './MediaPlayer';
import type { MediaPlayerProps as MediaPlayerBlockProps } from './props.gen';

/** The block's props, from its schema: the player's options a manifest can set. */
export type { MediaPlayerBlockProps };

export default function MediaPlayerBlock({ props }: BlockProps<MediaPlayerBlockProps>) {
  const t = useT();
  return <MediaPlayer {...props} title={t(props.title)} />;
}
