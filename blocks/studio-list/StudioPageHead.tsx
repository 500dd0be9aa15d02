/**
 * The heading row the studio list and the lecturer home share: the page's h1 and a search box
 * for the keyword kept in the address. What is typed is remembered with the keyword it started
 * from, so moving to another keyword (back, a link) shows that keyword, not stale text.
 * Styles: `.studio-page__head…` in studio-page.css.
 */
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../src/runtime/hooks';

export function StudioPageHead(props: {
  headingId: string;
  heading: string;
  /** The keyword in the address ('' when none). */
  keyword: string;
  label: string;
  placeholder: string;
  /** Called with the trimmed text when the visitor searches. */
  onSearch: (keyword: string) => void;
}) {
  const t = useT();
  const searchId = useId();
  const { keyword } = props;
  const [typed, setTyped] = useState({ key: keyword, text: keyword });
  const draft = typed.key === keyword ? typed.text : keyword;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(draft.trim());
  };
  return (
    <div className="studio-page__head">
      <h1 id={props.headingId} className="studio-page__heading">
        {props.heading}
      </h1>
      <form className="studio-page__search" role="search" onSubmit={submit}>
        <label htmlFor={searchId} className="studio-page__search-label">
          {props.label}
        </label>
        <input
          id={searchId}
          type="search"
          value={draft}
          maxLength={50}
          placeholder={props.placeholder}
          onChange={(event) => setTyped({ key: keyword, text: event.target.value })}
        />
        <button type="submit">{t('msg:studio.search.submit')}</button>
      </form>
    </div>
  );
}
