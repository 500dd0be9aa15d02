/**
 * TypeScript view of schemas/site.schema.json. The schema is the source of truth;
 * `manifestTypes.test.ts` fails when the two name different properties.
 */
import type { RulesLogic } from 'json-logic-js';
import type { PageDataDeclaration } from '../data/pageDataSources';

/** The custom operations registered in src/runtime/rules/operations.ts, as rules write them. */
export type CustomRuleOperation =
  | { before: [unknown, unknown] }
  | { after: [unknown, unknown] }
  | { latest: unknown[] }
  | { mmdd: [unknown] | unknown }
  | { hasRole: [string] | string };

export type Rule = RulesLogic<CustomRuleOperation> | boolean;

/** Text shown to a visitor: literal text or `msg:<key>`. */
export type Text = string;

export type GateOutcome =
  | { allow: true }
  | { confirmLogin: Text; hideCancel?: boolean }
  | { loginRedirect: true }
  | { toast: Text; params?: Record<string, Rule> }
  | { redirect: string }
  | { disabled: Text }
  | {
      dialog: {
        message: Text;
        /** `to` is a link, or a rule that builds one from facts (e.g. `{"cat": [...]}`). */
        button: { label: Text; to: string | Rule; newWindow?: boolean; uckey?: boolean };
      };
    };

export interface GateRule {
  id?: string;
  when: Rule;
  then: GateOutcome;
}

export interface Gate {
  description?: string;
  rules: GateRule[];
}

export interface MenuItem {
  label: Text;
  to: string;
  newWindow?: boolean;
  visibleWhen?: Rule;
}

export interface BlockInstance {
  type: string;
  id?: string;
  props?: Record<string, unknown>;
  visibleWhen?: Rule;
  /** Child blocks by slot name (declared by the block's schema, `x-slots`); one level deep. */
  slots?: Record<string, BlockInstance[]>;
  /** Which page data each of the block's data inputs (`x-data`) reads; default the same name. */
  data?: Record<string, string>;
}

export interface PageDefinition {
  title?: Text;
  /** Named data sources the page's blocks read by name (src/runtime/data/pageDataSources.ts). */
  data?: Record<string, PageDataDeclaration>;
  blocks: BlockInstance[];
}

export interface RouteDefinition {
  /** Relative to the site prefix; '' is the site home. react-router syntax (`:param`). */
  path: string;
  page: string;
  title?: Text;
  /** A gate evaluated when the route is visited directly. */
  guard?: string;
  /** Page type for role blocking (teacherTraining, family, eduReform, paper…). */
  pageType?: string;
  /** bare: no header, footer or bars (a page shown inside a dialog frame). */
  layout?: 'full' | 'bare';
}

export interface HeaderDefinition {
  variant: 'portal' | 'campaign';
  title: Text;
  subtitle?: Text;
  logo?: string;
  menu: MenuItem[];
  showLogin?: boolean;
}

/**
 * Brand colours a site sets without code (`theme.tokens`, #rrggbb): each becomes the CSS
 * variable `--edu-<name>` on the site's root, over src/shell/theme/tokens.css.
 */
export interface ThemeTokens {
  primary?: string;
  'primary-hover'?: string;
  'on-primary'?: string;
  'header-background'?: string;
  'header-text'?: string;
}

export interface SiteManifest {
  $schema?: string;
  schemaVersion: number;
  id: string;
  kind: 'portal' | 'campaign';
  title: Text;
  match: { pathPrefix?: string; hosts?: string[] };
  theme: { default: 'dark' | 'light'; tokens?: ThemeTokens };
  header: HeaderDefinition;
  footer: {
    variant: 'portal' | 'campaign' | 'none';
    phone?: string;
    /** Hosts whose footer shows the alternate ICP and police numbers (ledger A-35). */
    alternateRecordHosts?: string[];
    /** `jump` of the admin-site address the management-system link opens (ledger A-34). */
    managementJump?: string;
  };
  floatBar?: {
    helpCentre?: boolean;
    feedback?: boolean;
    downloadApp?: boolean;
    backToTop?: boolean;
  };
  /** Area lists show only these area codes (seed 000 §6, ledger CORE-SPACE-07); absent: all. */
  allowedAreaCodes?: string[];
  /** Site constants that rules read as `site.*` and links use; environment names allowed. */
  facts?: Record<string, string | number | boolean>;
  routes: RouteDefinition[];
  pages: Record<string, PageDefinition>;
  gates?: Record<string, Gate>;
}

/** What the browser receives: $refs inlined, plus where each site is matched. */
export interface SiteIndexEntry {
  id: string;
  kind: 'portal' | 'campaign';
  match: { pathPrefix?: string; hosts?: string[] };
}

export interface ManifestProblem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
  hint?: string;
}
