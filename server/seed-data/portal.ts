/**
 * Hand-written Chinese content of the portal's home sections (content/portal.json). Titles
 * imitate the real platform's columns; every image is a generated cover (server/covers.ts),
 * every link in-site. tchMaterial and syncClassroom items come from textbooks.json (real
 * catalogue titles).
 */
import { loadSeedContent } from './content';
import { TEACHER_COURSE_COLUMNS } from './teacherCourses';

export type SectionKey =
  | 'sedu'
  | 'sport'
  | 'art'
  | 'labourEdu'
  | 'schoolService'
  | 'teacherTraining'
  | 'family'
  | 'eduReform'
  | 'tchMaterial'
  | 'syncClassroom'
  | 'specialEdu';

export interface AreaItem {
  title: string;
  description: string;
  /** Catalog code the item is filed under (see `catalog`). */
  tag?: string;
  resource_type?: string;
}

export interface AreaSeed {
  /** Why the area is as it is, for whoever edits the content file; not seeded. */
  note?: string;
  key: SectionKey;
  /** Short name used on the icon navigation. */
  name: string;
  /** Title of the home section. */
  sectionTitle: string;
  webUrl: string;
  /** Gradient of this area's covers; the first colour is the cover's dominant colour. */
  palette: [string, string];
  resourceType: string;
  /** Channel scope of the area's own channel (twy = sport, health and art). */
  scope: 'teach_training' | 'twy';
  catalog?: { code: string; title: string }[];
  items: AreaItem[];
}

/**
 * Two placeholder items the real platform keeps in one library and the front end must never
 * show (seed 000 §7, §9). They live in the moral-education library; the ids must match
 * `libraryExclusions.excludedContentIds` of the local environment (site-configs/environments.json).
 */
export const SAMPLE_LIBRARY_KEY: SectionKey = 'sedu';
export const SAMPLE_CONTENT_IDS = ['sample-content-1', 'sample-content-2'];
/**
 * One item of the same library whose unit is withdrawn: the front end drops it by its unit id
 * (seed 000 §7 "a few unit ids filtered out"); the id must be in the local environment's
 * `libraryExclusions.excludedUnitIds`.
 */
export const WITHDRAWN_UNIT_ID = 'unit-withdrawn-1';
export const WITHDRAWN_UNIT_CONTENT_ID = 'sedu-withdrawn-unit';

export interface BannerSlide {
  id: string;
  title: string;
  description: string;
  resource_type: string;
  url?: string;
  palette: [string, string];
}

/** A section of the featured channel showing one area's library. */
export interface KeyedSection {
  id: string;
  title: string;
  key: SectionKey;
}

/** The second channel of the landing page (seed 000 §2: the first two channels are shown). */
export interface FeaturedChannelSeed {
  id: string;
  title: string;
  /**
   * The first is titled like the first channel's 教师研修 navigation item, so it borrows that
   * item's link as its more-link on the landing page without a channel id (seed 000 §2).
   */
  sections: KeyedSection[];
  /** A section whose ext_param is not JSON: logged and not shown, the page stands (§5). */
  malformed: KeyedSection;
  tabs: { id: string; title: string; children: KeyedSection[] };
}

/**
 * The two zones shown on /labourEdu beside the labour categories (seed 000 §3 wisdom aljj, jnsf,
 * cxcy; navigation odfa, zygg; ledger CORE-CAT-07, -08). Each is a library of its own
 * (`lib-portal-<key>`, environments.json `libraries.portal.<key>`): with them in the labour
 * library, the labour catalogue pages offered all nine categories as filters.
 */
export interface LabourZoneSeed {
  key: 'wisdom' | 'navigation';
  /** Library title. */
  title: string;
  catalog: { code: string; title: string }[];
  items: (AreaItem & { tag: string })[];
}

/** The content itself: content/portal.json (schema portal.schema.json beside it). */
interface PortalContent {
  areas: AreaSeed[];
  homeBanner: BannerSlide[];
  featuredChannel: FeaturedChannelSeed;
  labourZones: LabourZoneSeed[];
}

const CONTENT = loadSeedContent<PortalContent>('portal');

/**
 * The teacher-training area lists all 19 teacher-course codes (ledger CORE-CAT-09):
 * /teacherTrainingNav lists them as column entries, each opening the library its environment
 * maps it to. Besides its own items it holds one resource of each other column, so no category
 * of /teacherTraining's filter row leads to an empty list.
 */
function withTeacherCourseColumns(area: AreaSeed): AreaSeed {
  return {
    ...area,
    catalog: TEACHER_COURSE_COLUMNS.map(({ code, title }) => ({ code, title })),
    items: [
      ...area.items,
      ...TEACHER_COURSE_COLUMNS.filter(
        ({ code }) => !['zjjd', 'xkyx', 'sddjt', 'jsfc'].includes(code),
      ).map(({ code, items: [first] }) => ({ ...first, tag: code })),
    ],
  };
}

export const AREAS: AreaSeed[] = CONTENT.areas.map((area) =>
  area.key === 'teacherTraining' ? withTeacherCourseColumns(area) : area,
);
export const HOME_BANNER = CONTENT.homeBanner;
export const FEATURED_CHANNEL = CONTENT.featuredChannel;
export const LABOUR_ZONES = CONTENT.labourZones;
