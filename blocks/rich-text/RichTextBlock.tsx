/** Plain paragraphs of catalogue text with an optional heading. No HTML is interpreted. */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import './rich-text.css';
import type { RichTextProps } from './props.gen';

export type { RichTextProps };

export default function RichTextBlock({ props }: BlockProps<RichTextProps>) {
  const t = useT();
  return (
    <section className="rich-text">
      {props.title && <h2 className="rich-text__title">{t(props.title)}</h2>}
      {props.paragraphs.map((paragraph, index) => (
        <p key={index}>{t(paragraph)}</p>
      ))}
    </section>
  );
}
