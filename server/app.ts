import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { ServiceContext } from './context';
import { openDatabase } from './db/open';
import { requireUser } from './auth';
import { installErrorHandlers, sendError } from './http/errors';
import { installLenientJsonParser } from './http/json';
import { requireDeclaredInput } from './http/declaredInput';
import { installSecurityHeaders } from './http/security';
import { installServiceCompression } from './http/compressedAnswer';
import { createHostAllowList, DEFAULT_BIND_HOST, installHostGuard } from './http/access';
import { DEFAULT_DIST_DIR, DEFAULT_SEED_DIR } from './paths';
import { systemClock, type Clock } from './time';
import courseRoutes from './routes/course';
import statsRoutes from './routes/stats';
import { contentDetailRoutes, resourceFileRoutes } from './routes/contentDetail';
import appConfigRoutes from './routes/app-config';
import siteFileRoutes from './routes/site-files';
import staticAssetRoutes from './routes/static-assets';
import configFileRoutes from './routes/config-files';
import microAppRoutes from './routes/microApps';
import syncClassroomRoutes from './routes/syncClassroom';
import tchMaterialRoutes from './routes/tchMaterial';
import onlineExamRoutes from './routes/onlineExam';
import contestManagementRoutes from './routes/contestManagement';
import contestRoutes from './routes/contest';
import contestReviewRoutes from './routes/contestReview';
import contestResultsRoutes from './routes/contestResults';
import contestAttachmentRoutes from './routes/contestAttachments';
import ucRoutes from './routes/uc';
import identityRoutes from './routes/identity';
import feedbackRoutes from './routes/feedback';
import analyticsRoutes, {
  analyticsControlRoutes,
  createAnalyticsFaultSwitch,
} from './routes/analytics';
import assessmentRoutes from './routes/assessments';
import thirdLoginRoutes from './routes/thirdLogin';
import ssoRoutes from './sso/routes';
import adminRoutes from './routes/admin';
import personalCentreRoutes from './routes/personalCentre';
import studioRoutes from './routes/studios';
import certificateRoutes from './routes/certificate';
import liveRoutes from './routes/lives';
import liveActivityRoutes from './routes/liveActivities';
import recommendRoutes from './routes/recommend';
import verifyCodeRoutes from './routes/verifyCode';
import trainingRoutes, { trainingStaticRoutes } from './routes/training';
import subjectPermissionRoutes from './routes/subjectPermission';
import coursePageRoutes, { courseAttachmentFileRoutes } from './routes/coursePages';
import studyRecordRoutes from './routes/studyRecords';
import personAccountRoutes from './routes/personAccount';
import areaAdminRoutes from './routes/areaAdmin';
import schoolRoutes from './routes/schools';
import scenarioRoutes from './routes/scenarios';
import frontendRoutes from './routes/frontend';
import previewRoutes from './routes/preview';
import { manifestRoutes, openServedSiteConfigs, siteConfigWarner } from './manifestRoutes';
import { createContestGates } from './contestGates';
import { createFileLinkSigner, openWorksFolder } from './data/contestWorks';
import { lastGoodDirBeside } from './lastGood';
import { REPO_ROOT } from './paths';

export interface AppOptions {
  /** SQLite file; created (with its folder) and seeded when missing or empty. */
  dbPath: string;
  /** Built front end to serve; defaults to dist/ at the repo root. */
  distDir?: string;
  /**
   * Enables /__scenario and the preview's demo-account session (tests and QA only; this
   * machine's clients only). Ignored in production mode: there they never exist.
   */
  scenarios: boolean;
  /** Folder of the seed files (textbooks.json, bench/); defaults to server/seed-data. */
  sharedDir?: string;
  logger?: boolean;
  /** Time source of every service; tests pass a movable clock to expire tokens. */
  clock?: Clock;
  /**
   * preview (default): manifests are re-read on each request and their problems shown on the
   * page; production: the last good manifest keeps being served and problems are only logged.
   */
  mode?: 'production' | 'preview';
  /** Folder of the site manifests; defaults to site-configs/ at the repo root. */
  siteConfigDir?: string;
  /**
   * The address the server listens on (startServer; default 127.0.0.1). When it is a name or a
   * specific address, the server also answers to it as a host name.
   */
  host?: string;
  /**
   * Host names the server answers to besides loopback names, the hosts of environments.json and
   * `host` (ALLOWED_HOSTS); `*.example.cn` allows every subdomain. Any other Host gets 421.
   */
  allowedHosts?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database and clock the services run on, for tests and for plugins added later. */
    portal: ServiceContext;
  }
}

export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const seedDir = resolve(options.sharedDir ?? DEFAULT_SEED_DIR);
  const distDir = resolve(options.distDir ?? DEFAULT_DIST_DIR);
  const mode = options.mode ?? 'preview';
  const siteConfigDir = resolve(options.siteConfigDir ?? resolve(REPO_ROOT, 'site-configs'));
  // Made first: a wrong ALLOWED_HOSTS entry stops the start before the database is opened.
  const hosts = createHostAllowList({
    siteConfigDir,
    boundHost: options.host ?? DEFAULT_BIND_HOST,
    allowedHosts: options.allowedHosts,
  });
  const { db } = openDatabase(options.dbPath, { seedDir, now: clock() });

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Input is checked as sent: a number is not silently accepted where a string is expected,
    // and a field a route does not declare is refused, not silently dropped.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    // A long path parameter reaches its route, whose schema refuses it with a Chinese 400
    // (the router's own limit of 100 would answer a bare 404).
    routerOptions: { maxParamLength: 4096 },
  });
  // Before any route: a route that does not declare its input stops the server here.
  requireDeclaredInput(app);
  app.addHook('onClose', async () => {
    db.close();
  });
  // First of all hooks: a DNS-rebinding page's request is refused before anything else runs.
  installHostGuard(app, hosts);
  installErrorHandlers(app);
  installLenientJsonParser(app);
  installSecurityHeaders(app);
  // The services' JSON leaves compressed, as the real hosts send it (issue 17).
  installServiceCompression(app);
  app.setNotFoundHandler((_request, reply) =>
    sendError(reply, 404, { code: 'NOT_FOUND', message: '接口不存在' }),
  );

  const ctx: ServiceContext = { db, clock, authenticate: requireUser(db, clock), seedDir, distDir };
  app.decorate('portal', ctx);
  // The site files as served (last good included): the manifest routes answer them, and the
  // contest routes decide their gates with the same rules and texts.
  const siteConfigs = await openServedSiteConfigs({
    siteConfigDir,
    repoRoot: REPO_ROOT,
    lastGoodDir: lastGoodDirBeside(options.dbPath),
    warn: siteConfigWarner(app),
  });
  const works = openWorksFolder(options.dbPath, db);
  app.addHook('onClose', async () => {
    works.dispose();
  });

  // A secret of this process: links to works handed out before a restart stop working (1 hour
  // anyway). One signer for every page that opens works (my works, review tasks, management).
  const fileLinks = createFileLinkSigner();

  // One line per service; each is a plugin that receives the shared context as its options.
  await app.register(courseRoutes, { ...ctx, prefix: '/svc/course' });
  await app.register(statsRoutes, { ...ctx, prefix: '/svc/stats' });
  await app.register(contentDetailRoutes, { ...ctx, prefix: '/svc/course' });
  await app.register(subjectPermissionRoutes, { ...ctx, prefix: '/svc/course' });
  await app.register(coursePageRoutes, { ...ctx, prefix: '/svc/course' });
  await app.register(liveRoutes, { ...ctx, prefix: '/svc/course' });
  await app.register(liveActivityRoutes, { ...ctx, prefix: '/svc/course' });
  await app.register(recommendRoutes, { ...ctx, prefix: '/svc/course' });
  await app.register(verifyCodeRoutes, { ...ctx, prefix: '/svc/course' });
  await app.register(trainingRoutes, { ...ctx, prefix: '/svc/course' });
  await app.register(trainingStaticRoutes, { ...ctx, prefix: '/svc/static' });
  await app.register(courseAttachmentFileRoutes, { ...ctx, prefix: '/svc/static' });
  await app.register(personAccountRoutes, { ...ctx, prefix: '/svc/uc' });
  await app.register(areaAdminRoutes, { ...ctx, prefix: '/svc/uc' });
  await app.register(schoolRoutes, { ...ctx, prefix: '/svc/uc' });
  await app.register(resourceFileRoutes, { ...ctx, prefix: '/svc/static' });
  await app.register(appConfigRoutes, { ...ctx, prefix: '/svc/app' });
  await app.register(staticAssetRoutes, { ...ctx, prefix: '/svc/static' });
  await app.register(configFileRoutes, { ...ctx, prefix: '/svc/static' });
  await app.register(microAppRoutes, { ...ctx, prefix: '/svc/static' });
  await app.register(syncClassroomRoutes, { ...ctx, prefix: '/svc/static' });
  await app.register(tchMaterialRoutes, { ...ctx, prefix: '/svc/static' });
  await app.register(contestRoutes, {
    ...ctx,
    prefix: '/svc/contest',
    gates: createContestGates({ db, clock, siteConfigs }),
    worksDir: works.dir,
    fileLinks,
  });
  await app.register(contestReviewRoutes, { ...ctx, prefix: '/svc/contest', fileLinks });
  await app.register(contestResultsRoutes, { ...ctx, prefix: '/svc/contest' });
  await app.register(contestAttachmentRoutes, { ...ctx, prefix: '/svc/contest' });
  await app.register(contestManagementRoutes, {
    ...ctx,
    prefix: '/svc/contest/manage',
    fileLinks,
  });
  await app.register(ucRoutes, { ...ctx, prefix: '/svc/uc' });
  await app.register(identityRoutes, { ...ctx, prefix: '/svc/uc' });
  await app.register(feedbackRoutes, { ...ctx, prefix: '/svc/feedback' });
  // The collectors' fault switch: always ok unless the test-only control below changes it.
  const analyticsFaults = createAnalyticsFaultSwitch();
  await app.register(analyticsRoutes, {
    ...ctx,
    prefix: '/svc/analytics',
    faults: analyticsFaults,
  });
  await app.register(assessmentRoutes, { ...ctx, prefix: '/svc/assessment' });
  await app.register(studyRecordRoutes, { ...ctx, prefix: '/svc/studyRecord' });
  await app.register(onlineExamRoutes, {
    ...ctx,
    prefix: '/svc/assessment',
    // The exam checks the app id the contest page sends: the stand-in environment's own.
    appId: () => siteConfigs.current().environments?.environments?.local?.appId,
  });
  await app.register(thirdLoginRoutes, { ...ctx, prefix: '/svc/thirdLogin' });
  await app.register(ssoRoutes, { ...ctx, prefix: '/sso' });
  await app.register(adminRoutes, { ...ctx, prefix: '/svc/admin' });
  await app.register(personalCentreRoutes, { ...ctx, prefix: '/svc/personal' });
  await app.register(studioRoutes, { ...ctx, prefix: '/svc/studio' });
  await app.register(certificateRoutes, { ...ctx, prefix: '/svc/certificate' });
  await app.register(siteFileRoutes, ctx);
  await app.register(manifestRoutes, {
    siteConfigDir,
    repoRoot: REPO_ROOT,
    mode,
    lastGoodDir: lastGoodDirBeside(options.dbPath),
    source: siteConfigs,
  });
  // Production never switches scenarios nor hands out password-less sessions, whatever a caller
  // asked for (the command line refuses to start with both; this holds for code callers too).
  const scenarios = options.scenarios && mode !== 'production';
  if (options.scenarios && !scenarios)
    app.log.warn('production mode: the scenario switch and preview sessions stay off');
  if (scenarios) {
    await app.register(scenarioRoutes, {
      ...ctx,
      prefix: '/__scenario',
      hosts,
      worksDir: works.dir,
    });
    await app.register(analyticsControlRoutes, {
      ...ctx,
      prefix: '/__scenario/analytics',
      hosts,
      faults: analyticsFaults,
    });
  }
  await app.register(previewRoutes, {
    ...ctx,
    siteConfigDir,
    repoRoot: REPO_ROOT,
    mode,
    scenarios,
    hosts,
  });
  await app.register(frontendRoutes, { ...ctx, mode, siteConfigs });
  return app;
}

export interface StartOptions extends AppOptions {
  /** 0 picks a free port. */
  port: number;
}

export interface RunningServer {
  /** Where a client on this machine reaches it (loopback for a wildcard bind). */
  url: string;
  /** The address really bound, e.g. http://127.0.0.1:8080 or http://0.0.0.0:8080. */
  boundUrl: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

const urlHost = (address: string) => (address.includes(':') ? `[${address}]` : address);

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? DEFAULT_BIND_HOST;
  const app = await createApp({ ...options, host });
  await app.listen({ port: options.port, host });
  const { address, port } = app.server.address() as AddressInfo;
  const reachable = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  return {
    url: `http://${urlHost(reachable)}:${port}`,
    boundUrl: `http://${urlHost(address)}:${port}`,
    app,
    close: () => app.close(),
  };
}
