/**
 * Named blocks for site pages (campaign actions, text, lists), registered beside the section
 * blocks. Each folder holds its component, schema, fixtures, README and tests.
 */
import type { BlockEntry } from './registryTypes';
import { visitorLoader } from './visitorRegistry';
import gateButtonsSchema from './gate-buttons/schema.json';
import contactCardSchema from './contact-card/schema.json';
import richTextSchema from './rich-text/schema.json';
import pageTitleSchema from './page-title/schema.json';
import libraryListSchema from './library-list/schema.json';
import contestSummarySchema from './contest-summary/schema.json';
import contentDetailSchema from './content-detail/schema.json';
import contestEnrolFormSchema from './contest-enrol-form/schema.json';
import externalLinkSchema from './external-link/schema.json';
import jpkJumpSchema from './jpk-jump/schema.json';
import loginBridgeSchema from './login-bridge/schema.json';
import thirdLoginSchema from './third-login/schema.json';
import emptyContentSchema from './empty-content/schema.json';
import productFeedbackSchema from './product-feedback/schema.json';
import { gateButtonsFixtures } from './gate-buttons/fixtures';
import { contactCardFixtures } from './contact-card/fixtures';
import { richTextFixtures } from './rich-text/fixtures';
import { pageTitleFixtures } from './page-title/fixtures';
import { libraryListFixtures } from './library-list/fixtures';
import { contestSummaryFixtures } from './contest-summary/fixtures';
import { contentDetailFixtures } from './content-detail/fixtures';
import { contestEnrolFormFixtures } from './contest-enrol-form/fixtures';
import { externalLinkFixtures } from './external-link/fixtures';
import { jpkJumpFixtures } from './jpk-jump/fixtures';
import { loginBridgeFixtures } from './login-bridge/fixtures';
import { thirdLoginFixtures } from './third-login/fixtures';
import { emptyContentFixtures } from './empty-content/fixtures';
import { productFeedbackFixtures } from './product-feedback/fixtures';
import microAppSchema from './micro-app/schema.json';
import { microAppFixtures } from './micro-app/fixtures';
import syncClassroomSchema from './sync-classroom/schema.json';
import { syncClassroomFixtures } from './sync-classroom/fixtures';
import syncTextbookSchema from './sync-textbook/schema.json';
import { syncTextbookFixtures } from './sync-textbook/fixtures';

export const siteBlockEntries: BlockEntry[] = [
  {
    ...visitorLoader('gate-buttons'),
    schema: gateButtonsSchema,
    fixtures: gateButtonsFixtures,
    description: 'Buttons that run a site gate (enrol, upload, review, my works).',
  },
  {
    ...visitorLoader('contact-card'),
    schema: contactCardSchema,
    fixtures: contactCardFixtures,
    description: 'Contact details: phone line and office hours.',
  },
  {
    ...visitorLoader('rich-text'),
    schema: richTextSchema,
    fixtures: richTextFixtures,
    description: 'Headed paragraphs of catalogue text (no HTML).',
  },
  {
    ...visitorLoader('page-title'),
    schema: pageTitleSchema,
    fixtures: pageTitleFixtures,
    description: "The page's heading.",
  },
  {
    ...visitorLoader('library-list'),
    schema: libraryListSchema,
    fixtures: libraryListFixtures,
    description: "A library's contents as a dated list or a works grid.",
  },
  {
    ...visitorLoader('contest-summary'),
    schema: contestSummarySchema,
    fixtures: contestSummaryFixtures,
    description: "A contest's periods and the visitor's enrolment status.",
  },
  {
    ...visitorLoader('content-detail'),
    schema: contentDetailSchema,
    fixtures: contentDetailFixtures,
    description: 'One library item on its own page (show/content?workId&libraryId).',
  },
  {
    ...visitorLoader('contest-enrol-form'),
    schema: contestEnrolFormSchema,
    fixtures: contestEnrolFormFixtures,
    description: 'The enrolment form of a contest (name, mobile, school).',
  },
  {
    ...visitorLoader('external-link'),
    schema: externalLinkSchema,
    fixtures: externalLinkFixtures,
    description:
      'External-link interstitial: warning and continue link, whitelist, content illegal.',
  },
  {
    ...visitorLoader('jpk-jump'),
    schema: jpkJumpSchema,
    fixtures: jpkJumpFixtures,
    description: 'Quality-course jump page (role_code, jpk_type 1-4).',
  },
  {
    ...visitorLoader('login-bridge'),
    schema: loginBridgeSchema,
    fixtures: loginBridgeFixtures,
    description: 'Login callback bridge /cgi-bin/connect (redirect_uri, uckey, sdpAppId).',
  },
  {
    ...visitorLoader('third-login'),
    schema: thirdLoginSchema,
    fixtures: thirdLoginFixtures,
    description: 'Third-party login landing page: says whether the code arrived.',
  },
  {
    ...visitorLoader('empty-content'),
    schema: emptyContentSchema,
    fixtures: emptyContentFixtures,
    description: "Content taken down, with a 'see others' link adapted to the section.",
  },
  {
    ...visitorLoader('product-feedback'),
    schema: productFeedbackSchema,
    fixtures: productFeedbackFixtures,
    description: 'Product feedback form of /productFeedback, shown in the float bar dialog.',
  },
  {
    ...visitorLoader('micro-app'),
    schema: microAppSchema,
    fixtures: microAppFixtures,
    description:
      'An embedded micro-app (online exam, certificate, discussion…) from its remote entry.',
  },
  {
    ...visitorLoader('sync-classroom'),
    schema: syncClassroomSchema,
    fixtures: syncClassroomFixtures,
    description: 'Synchronous classroom: cascading textbook filter (in the address) and grid.',
  },
  {
    ...visitorLoader('sync-textbook'),
    schema: syncTextbookSchema,
    fixtures: syncTextbookFixtures,
    description: "A textbook's chapter tree and the selected lesson's five kinds of resource.",
  },
];
