import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text part (quoted-printable soft breaks removed). */
  text: string;
}

function decode(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = head.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/im)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "";
  const body = rest.join("\n\n");
  const text = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  // Whitespace between two encoded words is not part of the text (RFC 2047, 6.2): a folded subject reads whole.
  return { subject: decodeWords(subject.replace(/\?=\s+=\?/g, "?==?")), text: Buffer.from(text, "latin1").toString("utf8") };
}

function decodeWords(s: string): string {
  return s.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of the mail adapter.
 * `failNext(n)` makes the next n messages fail with a 554 answer.
 */
export async function startSmtpTwin() {
  const mails: ReceivedMail[] = [];
  let failures = 0;
  const failingRecipients = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const rcpt = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).find((a) => (failingRecipients.get(a) ?? 0) > 0);
        if (rcpt) failingRecipients.set(rcpt, (failingRecipients.get(rcpt) ?? 1) - 1);
        if (rcpt || failures > 0) {
          if (!rcpt) failures--;
          return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 554 }));
        }
        const raw = Buffer.concat(chunks).toString("latin1");
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...decode(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    failNext(n = 1) {
      failures = n;
    },
    /** Makes the next n messages to one recipient fail with a 554 answer. */
    failNextTo(address: string, n = 1) {
      failingRecipients.set(address.toLowerCase(), n);
    },
    /** Waits until a mail to `to` arrives (the newest one). */
    async waitFor(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const started = Date.now();
      for (;;) {
        const found = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()) || m.to.includes(to));
        if (found) return found;
        if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTwin = Awaited<ReturnType<typeof startSmtpTwin>>;
