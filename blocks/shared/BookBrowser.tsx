/**
 * The parts the two textbook browsers share — the synchronous classroom's (sync-classroom) and
 * the electronic-textbook one (tch-material): a row of filter options with 全部 first, and a
 * book card's cover, title and label. Each block keeps its own data, address handling and what a
 * card does (open the textbook page, or preview it); the look is book-browser.css.
 */
import type { ReactNode } from 'react';
import { sizedImage } from '../../src/lib/imageUrl';
import { EduImage } from '../../src/shell/ui/EduImage';
import './book-browser.css';
import { LoadFailed } from './LoadFailed';

export interface FilterOption {
  key: string;
  name: string;
  pressed: boolean;
  choose: () => void;
}

/** One filter level: its label, 全部 (pressed when nothing is chosen), then its options. */
export function FilterRow(props: {
  labelId: string;
  label: string;
  allLabel: string;
  options: FilterOption[];
  chooseAll: () => void;
  /** data-* attributes naming the level, for tests and styling. */
  data?: Record<`data-${string}`, string>;
}) {
  const nothingChosen = !props.options.some((option) => option.pressed);
  return (
    <div className="book-browser__filter" {...props.data}>
      <span className="book-browser__filter-label" id={props.labelId}>
        {props.label}
      </span>
      <div className="book-browser__options" role="group" aria-labelledby={props.labelId}>
        <button
          type="button"
          className="book-browser__option"
          aria-pressed={nothingChosen}
          onClick={props.chooseAll}
        >
          {props.allLabel}
        </button>
        {props.options.map((option) => (
          <button
            type="button"
            key={option.key}
            className="book-browser__option"
            aria-pressed={option.pressed}
            onClick={option.choose}
          >
            {option.name}
          </button>
        ))}
      </div>
    </div>
  );
}

/** What a book card shows, inside the block's own link or button (class book-browser__book). */
export function BookCardFace(props: {
  cover?: string;
  title: ReactNode;
  label?: ReactNode;
  /** Requested at once (the first row, on screen at any width), not when it comes near. */
  eager?: boolean;
}) {
  return (
    <>
      <span className="book-browser__cover">
        {props.cover && (
          <EduImage
            src={sizedImage(props.cover, 360)}
            lazy={!props.eager}
            fetchPriority={props.eager ? 'high' : undefined}
          />
        )}
      </span>
      <span className="book-browser__title">{props.title}</span>
      {props.label ? <span className="book-browser__label">{props.label}</span> : null}
    </>
  );
}

/** The browser's section with its optional heading (the page's h1). */
export function BookBrowserFrame(props: {
  className: string;
  blockId: string;
  heading?: string;
  children: ReactNode;
  /** The visitor is about to use it: the pointer came over it, it took focus or a touch. */
  onIntent?: () => void;
}) {
  const headingId = `${props.blockId}-heading`;
  return (
    <section
      className={`book-browser ${props.className}`}
      aria-labelledby={props.heading ? headingId : undefined}
      onPointerEnter={props.onIntent}
      onFocus={props.onIntent}
      onTouchStart={props.onIntent}
    >
      {props.heading && (
        <h1 className="book-browser__heading" id={headingId}>
          {props.heading}
        </h1>
      )}
      {props.children}
    </section>
  );
}

/** The catalogue did not load: the error text and a retry. */
export function BookBrowserFailed(props: {
  message: string;
  retryLabel: string;
  retry: () => void;
}) {
  return (
    <LoadFailed
      {...props}
      className="book-browser__message"
      buttonClassName="book-browser__retry"
    />
  );
}

/** 加载更多: shown while more books match than are shown. */
export function LoadMoreButton(props: { label: string; more: () => void }) {
  return (
    <button type="button" className="book-browser__more" onClick={props.more}>
      {props.label}
    </button>
  );
}
