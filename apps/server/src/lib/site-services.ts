import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AuthContext } from './caller.ts';
import type { ClusterBus } from './cluster-bus.ts';
import { Jobs } from './jobs.ts';
import type { Mailer } from './mail.ts';
import { MailQueue } from './mail-queue.ts';
import { NotifyTransport, RealtimeHub } from './realtime.ts';
import { realtimeNoteOf, SiteEvents } from './site-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (pg-boss): areas register theirs while the app is built. */
    jobs: Jobs;
    /** The agency app's websocket hub. */
    realtime: RealtimeHub;
  }
}

/** Largest message a client may send on the realtime socket (its messages are tiny). */
const REALTIME_MAX_PAYLOAD_BYTES = 4096;

export interface SiteServices {
  jobs: Jobs;
  mail: MailQueue;
  siteEvents: SiteEvents;
  realtime: RealtimeHub;
}

/** What the realtime hub asks the auth and landings areas, given by the app that wires them. */
export interface SiteServiceCallers {
  /** The caller a bearer token belongs to, or null. */
  resolveToken: (token: string) => Promise<AuthContext | null>;
  /** Whether the caller may view the site (and so hear its events). */
  mayViewSite: (auth: AuthContext, landingId: number) => Promise<boolean>;
}

/**
 * The pieces that outlive a request: the job runtime, the mail queue, site events and the
 * realtime hub. Each is
 * decorated on the app; jobs start once every area has registered its own (on ready, on instances
 * that run workers; elsewhere at the first `send`) and stop before the database closes.
 */
export async function installSiteServices(
  app: FastifyInstance,
  deps: { config: ServerConfig; db: Database; mailer: Mailer; bus: ClusterBus },
  callers: SiteServiceCallers,
): Promise<SiteServices> {
  const jobs = new Jobs({
    db: deps.db,
    log: app.log,
    runWorkers: deps.config.jobWorkers ?? false,
    ...(deps.config.jobPollingIntervalSeconds
      ? { pollingIntervalSeconds: deps.config.jobPollingIntervalSeconds }
      : {}),
    ...(deps.config.jobTuning ? { tuning: deps.config.jobTuning } : {}),
  });
  const mail = new MailQueue({
    jobs,
    mailer: deps.mailer,
    log: app.log,
    from: deps.config.MAIL_FROM,
    ...(deps.config.mailTuning ? { tuning: deps.config.mailTuning } : {}),
  });
  const siteEvents = new SiteEvents(app.log);
  const realtime = new RealtimeHub({
    // Notes reach the sockets of every instance on this database (lib/cluster-bus.ts).
    transport: new NotifyTransport(deps.bus, app.log),
    resolveToken: callers.resolveToken,
    maySubscribe: async (auth, landingId) => !auth.blocked && (await callers.mayViewSite(auth, landingId)),
    log: app.log,
  });
  siteEvents.on('realtime', async (event) => {
    const note = realtimeNoteOf(event);
    await realtime.publish({
      scope: { agencyId: event.agencyId, landingId: event.landingId },
      ...note,
      at: new Date().toISOString(),
    });
  });

  app.decorate('jobs', jobs);
  app.decorate('mail', mail);
  app.decorate('siteEvents', siteEvents);
  app.decorate('realtime', realtime);
  app.addHook('onReady', async () => {
    if (jobs.runsWorkers) await jobs.start();
  });
  app.addHook('onClose', async () => {
    await realtime.close();
    await jobs.stop();
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: REALTIME_MAX_PAYLOAD_BYTES } });
  return { jobs, mail, siteEvents, realtime };
}
