/** The player as a page block: a manifest names the sources (seed 000 §3 player options). */
import type { BlockProps } from '../registryTypes';
import { useT } from '../../src/runtime/hooks';
import { MediaPlayer, type MediaPlayerProps } from './MediaPlayer';

export type MediaPlayerBlockProps = MediaPlayerProps;

export default function MediaPlayerBlock({ props }: BlockProps<MediaPlayerBlockProps>) {
  const t = useT();
  return <MediaPlayer {...props} title={t(props.title)} />;
}
