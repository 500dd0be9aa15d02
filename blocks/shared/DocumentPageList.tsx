/**
 * A document's pages as images, in order, each named 第 n 页: the document detail page, a
 * course material's preview, a lesson document in the textbook viewer and an electronic
 * textbook's preview all show pages this way. The list scrolls inside its box and takes focus,
 * so keyboard users can scroll it; pages after the first load as they come near.
 * Classes follow the caller's block: `{block}__pages`, `{block}__page`, `{block}__page-number`.
 */
import { sizedImage } from '../../src/lib/imageUrl';
import { useT } from '../../src/runtime/hooks';
import { EduImage } from '../../src/shell/ui/EduImage';

/** Width asked of the image service for a page. */
const PAGE_IMAGE_WIDTH = 1080;

export function DocumentPageList(props: { pages: string[]; block: string }) {
  const t = useT();
  const { pages, block } = props;
  return (
    <ol
      className={`${block}__pages`}
      tabIndex={0}
      aria-label={t('msg:detail.document.pages', { count: pages.length })}
    >
      {pages.map((page, index) => {
        const label = t('msg:detail.document.page', { page: index + 1 });
        return (
          <li key={page} className={`${block}__page`}>
            <EduImage
              src={sizedImage(page, PAGE_IMAGE_WIDTH)}
              alt={label}
              lazy={index > 0}
              width={595}
              height={842}
            />
            <span className={`${block}__page-number`}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
