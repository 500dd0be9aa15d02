/**
 * Page numbers for the studio and lecturer lists: 上一页, up to seven numbers around the
 * current page (first and last always shown, gaps as …), 下一页. Buttons, so the keyboard
 * reaches every one; the current page carries aria-current. Nothing is drawn for one page.
 */
import { useT } from '../../src/runtime/hooks';
import './pager.css';

/** The page numbers to show: 1-based, with null where pages are left out. */
export function pageWindow(page: number, totalPages: number, span = 7): (number | null)[] {
  if (totalPages <= span) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const inner = span - 4; // first, last and two gaps
  let start = Math.max(2, page - Math.floor(inner / 2));
  const end = Math.min(totalPages - 1, start + inner - 1);
  start = Math.max(2, end - inner + 1);
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [
    1,
    ...(start > 2 ? [null] : []),
    ...middle,
    ...(end < totalPages - 1 ? [null] : []),
    totalPages,
  ];
}

export function Pager(props: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  className?: string;
}) {
  const t = useT();
  const { page, totalPages, onChange } = props;
  if (totalPages <= 1) return null;
  return (
    <nav
      className={`studio-pager ${props.className ?? ''}`}
      aria-label={t('msg:studio.pager.label')}
    >
      <button
        type="button"
        className="studio-pager__step"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('msg:studio.pager.prev')}
      </button>
      {pageWindow(page, totalPages).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} className="studio-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={number}
            type="button"
            className="studio-pager__page"
            aria-current={number === page ? 'page' : undefined}
            aria-label={t('msg:studio.pager.page', { page: number })}
            onClick={() => onChange(number)}
          >
            {number}
          </button>
        ),
      )}
      <button
        type="button"
        className="studio-pager__step"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('msg:studio.pager.next')}
      </button>
    </nav>
  );
}
