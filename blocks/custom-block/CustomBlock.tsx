/**
 * Custom block (section type 20): an operator-made block with its title, its picture
 * (`display.web_picture_url`), its description and, when it has contents, a short list of
 * them. The picture links where the section's more link goes (ledger A-08), so the head shows
 * no separate 更多. CORE-CHAN-07, HD-SECT-05.
 *
 * A type-20 section whose ext_param holds a contest list config (seed 001 §3: `contests`, the
 * data contest home) is that list: it is handed to the `contest-list` block, whose code loads
 * only then.
 */
import { Suspense, type ComponentType } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import type { CustomBlockProps } from './props.gen';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { blockComponentFor } from '../../src/runtime/render/blockComponents';
import { extParamOf, isContestListExt } from '../contest-list/contestListConfig';
import { SectionSkeleton } from '../shared/SectionSlot';
import { sizedImage } from '../../src/lib/imageUrl';
import { itemLink, moreLink, sectionTitle } from '../../src/runtime/links/sectionLinks';
import { SectionFrame } from '../shared/SectionFrame';
import { SafeLink } from '../shared/SafeLink';
import { ItemAction } from '../shared/ItemAction';
import { EmptyState, emptyKindFor } from '../shared/EmptyState';
import { useLinkBase } from '../shared/useLinkBase';
import './custom-block.css';
import { EduImage } from '../../src/shell/ui/EduImage';

/** The picture spans the content width: the largest processed width. */
const PICTURE_PX = 1080;

/** The block registered as `type` rendering this section (in the same error boundary). */
function DelegatedSection(props: { type: string; section: BlockProps<CustomBlockProps> }) {
  const { registry } = useRuntime();
  const entry = registry.byType(props.type);
  if (!entry) return null;
  const Component = blockComponentFor(entry) as unknown as ComponentType<
    BlockProps<CustomBlockProps>
  >;
  return (
    <Suspense fallback={<SectionSkeleton />}>
      <Component {...props.section} />
    </Suspense>
  );
}

export default function CustomBlock(block: BlockProps<CustomBlockProps>) {
  const { props } = block;
  const { section } = props;
  const ext = extParamOf(section);
  if (ext.ok && isContestListExt(ext.value))
    return <DelegatedSection type="contest-list" section={block} />;
  return <OperatorBlock {...block} />;
}

function OperatorBlock({ props }: BlockProps<CustomBlockProps>) {
  const { section } = props;
  const base = useLinkBase(props.linkBase);
  const picture = section.setting?.display?.web_picture_url;
  const description = section.setting?.data?.description;
  const contents = section.libraryContents ?? [];
  const title = sectionTitle(section);
  const hasContent = Boolean(picture || description || contents.length > 0);

  return (
    <SectionFrame section={section} block="custom-block">
      {!hasContent ? (
        <EmptyState kind={emptyKindFor(props)} tabTitle={props.tabTitle} />
      ) : (
        <div className="custom-block__card">
          {picture ? (
            <SafeLink href={moreLink(section, base)} className="custom-block__picture-link">
              <EduImage
                className="custom-block__picture"
                src={sizedImage(picture, PICTURE_PX)}
                alt={title}
              />
            </SafeLink>
          ) : null}
          {description ? <p className="custom-block__description">{description}</p> : null}
          {contents.length > 0 ? (
            <ul className="custom-block__items">
              {contents.map((item, index) => (
                <li key={`${item.id}-${index}`}>
                  <ItemAction
                    href={itemLink(item, section, base)}
                    resourceType={item.resource_type}
                    className="custom-block__item"
                  >
                    {item.title}
                  </ItemAction>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </SectionFrame>
  );
}
