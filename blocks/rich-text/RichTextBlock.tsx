/** Plain paragraphs of catalogue text with an optional heading. No HTML is interpreted. */
import type { BlockProps } from '../registryTypes';
import { useT } from '../../src/runtime/hooks';
import './rich-text.css';

export interface RichTextProps {
  title?: string;
  paragraphs: string[];
}

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
