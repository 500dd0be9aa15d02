/** A contact block: a title and lines such as the phone and office hours (kpzy, seed 001 §2). */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import './contact-card.css';
import type { ContactCardProps } from './props.gen';

export type { ContactCardProps };

export default function ContactCardBlock({ props }: BlockProps<ContactCardProps>) {
  const t = useT();
  const params = { phone: props.phone ?? '' };
  return (
    <section className="contact-card" aria-label={t(props.title)}>
      <h2 className="contact-card__title">{t(props.title)}</h2>
      {props.lines.map((line, index) => (
        <p key={index} className="contact-card__line">
          {t(line, params)}
        </p>
      ))}
    </section>
  );
}
