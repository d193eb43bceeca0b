import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

type Rule = 'refuse' | 'defer';

/**
 * A real SMTP peer on loopback that keeps what it receives. It can refuse every message (550), refuse
 * or defer (451) chosen recipients, defer everyone, and go down and come back on the same port.
 */
export async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  const rules = new Map<string, Rule>();
  let refusing = false;
  let deferring = false;
  const make = () => {
    const peer = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // No DNS look-up of the client per connection: the tests' clients are all on loopback.
      disableReverseLookup: true,
      logger: false,
      // going down drops open (pooled) connections at once
      closeTimeout: 100,
      onRcptTo(address, _session, callback) {
        const rule = rules.get(address.address.toLowerCase());
        if (refusing || rule === 'refuse') {
          return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        }
        if (deferring || rule === 'defer') {
          return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    // A client cut off mid-session (a server killed by a test) resets its socket: not a failure of the peer.
    peer.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') throw error;
    });
    return peer;
  };
  let server = make();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  let up = true;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(on: boolean) {
      refusing = on;
    },
    /** Answers 451 to every recipient while on. */
    defer(on: boolean) {
      deferring = on;
    },
    /** Refuses (550) or defers (451) one address; `undefined` accepts it again. */
    rule(address: string, rule: Rule | undefined) {
      if (rule) rules.set(address.toLowerCase(), rule);
      else rules.delete(address.toLowerCase());
    },
    /** Stops listening (connections are refused) until `up()`. */
    async down() {
      if (!up) return;
      up = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async up() {
      if (up) return;
      server = make();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      up = true;
    },
    /** Mails received for `to`. */
    mailsTo(to: string) {
      return received.filter((m) => m.to.includes(to));
    },
    /** The newest 6-digit code mailed to `to`. */
    codeFor(to: string): string {
      const mail = [...received].reverse().find((m) => m.to.includes(to));
      const code = mail?.raw.replace(/=\r?\n/g, '').match(/code is (\d{6})/)?.[1];
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
    close: () => (up ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve()),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** The readable text of a received message: quoted-printable and base64 parts decoded. */
export function mailText(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
    Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [Buffer.from(qp, 'latin1').toString('utf8'), ...base64].join('\n');
}
