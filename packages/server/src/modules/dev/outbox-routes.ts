import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../platform/db/pool.ts';
import type { Config } from '../../platform/config.ts';
import { notFound } from '../../platform/errors.ts';
import { devOutboxEnabled } from '../../platform/outbox.ts';
import { transportNames } from '../../platform/transports.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

interface OutboxRow {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Date;
  sent_at: Date | null;
  transport: string | null;
}

/** Off unless DEV_OUTBOX=1, and always off in production: 404 as if it did not exist. */
const devOutboxOff = () => notFound('The development outbox is not enabled');

/**
 * Messages the development outbox holds: delivered to it, or pending on a channel whose transport it
 * is. Never one a real transport (SMTP) delivered or will deliver, never a purged one.
 */
async function listMessages(
  db: Queryable,
  config: Config,
  to: string | undefined,
  limit: number,
): Promise<OutboxRow[]> {
  const names = transportNames(config);
  const pendingChannels = (['email', 'sms'] as const).filter((channel) => names[channel] === 'dev-outbox');
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, channel, recipient, subject, body, created_at, sent_at, transport FROM outbox
     WHERE ($1::text IS NULL OR lower(recipient) = lower($1))
       AND purged_at IS NULL
       AND (transport = 'dev-outbox' OR (sent_at IS NULL AND channel = ANY($3::text[])))
     ORDER BY id DESC LIMIT $2`,
    [to ?? null, limit, pendingChannels],
  );
  return rows;
}

export function devOutboxHandlers({ db, config }: Deps): Handlers {
  return {
    async listDevOutbox(request) {
      if (!devOutboxEnabled(config)) throw devOutboxOff();
      const { to } = request.query;
      const rows = await listMessages(db, config, to, 200);
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        body: r.body,
        createdAt: r.created_at.toISOString(),
        sentAt: r.sent_at?.toISOString() ?? null,
      }));
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escaped text with http(s) links made clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const STYLES = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1b1f24; }
h1 { font-size: 1.4rem; }
form { margin: 1rem 0; display: flex; gap: .5rem; }
input { flex: 1; padding: .4rem .6rem; font: inherit; }
article { border: 1px solid #d0d7de; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
header { display: flex; flex-wrap: wrap; gap: .25rem 1rem; color: #57606a; font-size: .9rem; }
h2 { font-size: 1.05rem; margin: .5rem 0; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
.badge { border-radius: 4px; padding: 0 .4rem; background: #eaeef2; }
.pending { background: #fff8c5; }
`;

/** A readable page of the development outbox (no inline script or style: the CSP forbids them). */
export function registerDevOutboxPage(app: FastifyInstance, { db, config }: Deps): void {
  app.get('/dev/outbox.css', async (_request, reply) => {
    if (!devOutboxEnabled(config)) throw devOutboxOff();
    return reply.type('text/css; charset=utf-8').send(STYLES);
  });

  app.get('/dev/outbox', async (request, reply) => {
    if (!devOutboxEnabled(config)) throw devOutboxOff();
    const rawTo = (request.query as { to?: unknown }).to;
    const to = typeof rawTo === 'string' && rawTo.length > 0 && rawTo.length <= 254 ? rawTo : undefined;
    const rows = await listMessages(db, config, to, 100);
    const items = rows
      .map(
        (r) => `<article>
  <header>
    <span class="badge">${r.channel === 'email' ? 'E-mail' : 'SMS'}</span>
    <span>To: ${escapeHtml(r.recipient)}</span>
    <time datetime="${r.created_at.toISOString()}">${r.created_at.toISOString().replace('T', ' ').slice(0, 19)} UTC</time>
    <span class="badge${r.sent_at ? '' : ' pending'}">${r.sent_at ? `delivered (${escapeHtml(r.transport ?? '')})` : 'pending'}</span>
  </header>
  ${r.subject ? `<h2>${escapeHtml(r.subject)}</h2>` : ''}
  <pre>${linkify(r.body)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox</title>
<link rel="stylesheet" href="/dev/outbox.css">
</head>
<body>
<h1>Development outbox</h1>
<p>E-mails and SMS the service kept here instead of sending them (no SMTP server, no SMS provider), newest
first. Their texts are removed after 24 hours.</p>
<form method="get" action="/dev/outbox">
  <label for="to">Recipient</label>
  <input id="to" name="to" type="search" value="${escapeHtml(to ?? '')}" placeholder="e-mail or phone">
  <button type="submit">Filter</button>
</form>
${items || '<p>No messages yet.</p>'}
</body>
</html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
